"""The names of ISO 20022 status reason codes (``StsRsnInf/Rsn/Cd``), as data.

Source: ISO 20022 External Code Sets, code set ``ExternalStatusReason1Code`` (the
quarterly ``ExternalCodeSets`` publication of the ISO 20022 Registration Authority).
Edition: transcribed by hand against the 1Q2024 publication (``ExternalCodeSets_1Q2024``);
the names are ISO's own, spelling slips included (``InconsistenWithEndCustomer``,
``UnsuccesfulDirectDebit``, ``TransmissonAborted``), so that they match what banks and
other tools print.

It is a selection: the codes status reports use in practice (account, agent, amount,
party, date, duplicate, file format, mandate, regulatory, signature and narrative
reasons), not the whole code set. A code not listed here is shown as the code alone,
never an error: the external list grows every quarter, and a bank may use a code newer
than this table.

>>> reason_name("AC01")
'IncorrectAccountNumber'
>>> reason_name("ZZ99") is None
True
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

__all__ = ["CODE_SET", "EDITION", "REASON_NAMES", "reason_name"]

CODE_SET: Final = "ExternalStatusReason1Code"
EDITION: Final = "ExternalCodeSets_1Q2024"

_NAMES: Final[dict[str, str]] = {
    # -- clearing and settlement aborted or timed out
    "AB01": "AbortedClearingTimeout",
    "AB02": "AbortedClearingFatalError",
    "AB03": "AbortedSettlementTimeout",
    "AB04": "AbortedSettlementFatalError",
    "AB05": "TimeoutCreditorAgent",
    "AB06": "TimeoutInstructedAgent",
    "AB07": "OfflineAgent",
    "AB08": "OfflineCreditorAgent",
    "AB09": "ErrorCreditorAgent",
    "AB10": "ErrorInstructedAgent",
    "AB11": "TimeoutDebtorAgent",
    # -- accounts
    "AC01": "IncorrectAccountNumber",
    "AC02": "InvalidDebtorAccountNumber",
    "AC03": "InvalidCreditorAccountNumber",
    "AC04": "ClosedAccountNumber",
    "AC05": "ClosedDebtorAccountNumber",
    "AC06": "BlockedAccount",
    "AC07": "ClosedCreditorAccountNumber",
    "AC08": "InvalidBranchCode",
    "AC09": "InvalidAccountCurrency",
    "AC10": "InvalidDebtorAccountCurrency",
    "AC11": "InvalidCreditorAccountCurrency",
    "AC12": "InvalidAccountType",
    "AC13": "InvalidDebtorAccountType",
    # -- agreements and agents
    "AG01": "TransactionForbidden",
    "AG02": "InvalidBankOperationCode",
    "AG03": "TransactionNotSupported",
    "AG04": "InvalidAgentCountry",
    "AG05": "InvalidDebtorAgentCountry",
    "AG06": "InvalidCreditorAgentCountry",
    "AG07": "UnsuccesfulDirectDebit",
    "AG08": "InvalidAccessRights",
    "AGNT": "IncorrectAgent",
    # -- amounts, control sums and numbers of transactions
    "AM01": "ZeroAmount",
    "AM02": "NotAllowedAmount",
    "AM03": "NotAllowedCurrency",
    "AM04": "InsufficientFunds",
    "AM05": "Duplication",
    "AM06": "TooLowAmount",
    "AM07": "BlockedAmount",
    "AM09": "WrongAmount",
    "AM10": "InvalidControlSum",
    "AM11": "InvalidTransactionCurrency",
    "AM12": "InvalidAmount",
    "AM13": "AmountExceedsClearingSystemLimit",
    "AM14": "AmountExceedsAgreedLimit",
    "AM15": "AmountBelowClearingSystemMinimum",
    "AM16": "InvalidGroupControlSum",
    "AM17": "InvalidPaymentInfoControlSum",
    "AM18": "InvalidNumberOfTransactions",
    "AM19": "InvalidGroupNumberOfTransactions",
    "AM20": "InvalidPaymentInfoNumberOfTransactions",
    "AM21": "LimitExceeded",
    # -- parties
    "BE01": "InconsistenWithEndCustomer",
    "BE04": "MissingCreditorAddress",
    "BE05": "UnrecognisedInitiatingParty",
    "BE06": "UnknownEndCustomer",
    "BE07": "MissingDebtorAddress",
    "BE08": "BankError",
    "BE09": "InvalidCountry",
    "BE10": "InvalidDebtorCountry",
    "BE11": "InvalidCreditorCountry",
    "BE12": "InvalidCountryOfResidence",
    "BE13": "InvalidDebtorCountryOfResidence",
    "BE14": "InvalidCreditorCountryOfResidence",
    "BE15": "InvalidIdentificationCode",
    "BE16": "InvalidDebtorIdentificationCode",
    "BE17": "InvalidCreditorIdentificationCode",
    "BE18": "InvalidContactDetails",
    "BE19": "InvalidChargeBearerCode",
    "BE20": "InvalidNameLength",
    "BE21": "MissingName",
    "BE22": "MissingCreditorName",
    # -- scheme checks (EPC, German DK)
    "CH03": "RequestedExecutionDateOrRequestedCollectionDateTooFarInFuture",
    "CH04": "RequestedExecutionDateOrRequestedCollectionDateTooFarInPast",
    "CH07": "ElementIsNotToBeUsedAtB-andC-Level",
    "CH09": "MandateChangesNotAllowed",
    "CH10": "InformationOnMandateChangesMissing",
    "CH11": "CreditorIdentifierIncorrect",
    "CH12": "CreditorIdentifierNotUnambiguouslyAtTransaction-Level",
    "CH13": "OriginalDebtorAccountIsNotToBeUsed",
    "CH14": "OriginalDebtorAgentIsOnlyToBeUsedWithSequenceTypeFRST",
    "CH15": "ElementContentIncludesMoreThan140Characters",
    "CH16": "ElementContentFormallyIncorrect",
    "CH17": "ElementNotAdmitted",
    "CH19": "ValuesWillBeSetToNextTARGETday",
    "CH20": "DecimalPointsNotCompatibleWithCurrency",
    "CH21": "RequiredCompulsoryElementMissing",
    "CH22": "COREandB2BwithinOnemessage",
    "CN01": "AuthorisationCancelled",
    "CNOR": "CreditorBankIsNotRegistered",
    "CURR": "IncorrectCurrency",
    "CUST": "RequestedByCustomer",
    "DNOR": "DebtorBankIsNotRegistered",
    # -- signatures and orders (EBICS)
    "DS01": "ElectronicSignaturesCorrect",
    "DS02": "OrderCancelled",
    "DS03": "OrderNotCancelled",
    "DS04": "OrderRejected",
    "DS05": "OrderForwardedForPostprocessing",
    "DS06": "TransferOrder",
    "DS07": "ProcessingOK",
    "DS08": "DecompressionError",
    "DS09": "DecryptionError",
    "DS14": "UserDoesNotExist",
    "DS15": "IdenticalSignatureFound",
    "DS24": "WaitingTimeExpired",
    "DS25": "OrderFileDeleted",
    "DS26": "UserSignedMultipleTimes",
    "DS27": "UserNotYetActivated",
    # -- dates
    "DT01": "InvalidDate",
    "DT02": "InvalidCreationDate",
    "DT03": "InvalidNonProcessingDate",
    "DT04": "FutureDateNotSupported",
    "DT05": "InvalidCutOffDate",
    "DT06": "ExecutionDateChanged",
    # -- duplicates
    "DU01": "DuplicateMessageID",
    "DU02": "DuplicatePaymentInformationID",
    "DU03": "DuplicateTransaction",
    "DU04": "DuplicateEndToEndID",
    "DU05": "DuplicateInstructionID",
    "DUPL": "DuplicatePayment",
    # -- settlement and extended remittance
    "ED01": "CorrespondentBankNotPossible",
    "ED03": "BalanceInfoRequest",
    "ED05": "SettlementFailed",
    "ERIN": "ERIOptionNotSupported",
    # -- file format and payment type
    "FF01": "InvalidFileFormat",
    "FF02": "SyntaxError",
    "FF03": "InvalidPaymentTypeInformation",
    "FF04": "InvalidServiceLevelCode",
    "FF05": "InvalidLocalInstrumentCode",
    "FF06": "InvalidCategoryPurposeCode",
    "FF07": "InvalidPurpose",
    "FF08": "InvalidEndToEndId",
    "FF09": "InvalidChequeNumber",
    "FF10": "BankSystemProcessingError",
    "FR01": "Fraud",
    "ID01": "CorrespondingOriginalFileStillNotSent",
    # -- mandates
    "MD01": "NoMandate",
    "MD02": "MissingMandatoryInformationInMandate",
    "MD05": "CollectionNotDue",
    "MD06": "RefundRequestByEndCustomer",
    "MD07": "EndCustomerDeceased",
    # -- not specified, narrative
    "MS02": "NotSpecifiedReasonCustomerGenerated",
    "MS03": "NotSpecifiedReasonAgentGenerated",
    "NARR": "Narrative",
    "NOAS": "NoAnswerFromCustomer",
    "NOCM": "NotCompliant",
    # -- bank identifiers
    "RC01": "BankIdentifierIncorrect",
    "RC02": "InvalidBankIdentifier",
    "RC03": "InvalidDebtorBankIdentifier",
    "RC04": "InvalidCreditorBankIdentifier",
    "RC05": "InvalidBICIdentifier",
    "RC06": "InvalidDebtorBICIdentifier",
    "RC07": "InvalidCreditorBICIdentifier",
    "RC08": "InvalidClearingSystemMemberIdentifier",
    "RC09": "InvalidDebtorClearingSystemMemberIdentifier",
    "RC10": "InvalidCreditorClearingSystemMemberIdentifier",
    "RC11": "InvalidIntermediaryAgent",
    "RC12": "MissingCreditorSchemeId",
    "RF01": "NotUniqueTransactionReference",
    # -- regulatory
    "RR01": "MissingDebtorAccountOrIdentification",
    "RR02": "MissingDebtorNameOrAddress",
    "RR03": "MissingCreditorNameOrAddress",
    "RR04": "RegulatoryReason",
    "RR05": "RegulatoryInformationInvalid",
    "RR06": "TaxInformationInvalid",
    "RR07": "RemittanceInformationInvalid",
    "RR08": "RemittanceInformationTruncated",
    "RR09": "InvalidStructuredCreditorReference",
    "RR10": "InvalidCharacterSet",
    "RR11": "InvalidDebtorAgentServiceID",
    "RR12": "InvalidPartyID",
    # -- services of the debtor's and creditor's agents
    "SL01": "SpecificServiceOfferedByDebtorAgent",
    "SL02": "SpecificServiceOfferedByCreditorAgent",
    "SL11": "CreditorNotOnWhitelistOfDebtor",
    "SL12": "CreditorOnBlacklistOfDebtor",
    "SL13": "MaximumNumberOfDirectDebitTransactionsExceeded",
    "SL14": "MaximumDirectDebitTransactionAmountExceeded",
    # -- transmission
    "TA01": "TransmissonAborted",
    "TD01": "NoDataAvailable",
    "TD02": "FileNonReadable",
    "TD03": "IncorrectFileStructure",
    "TM01": "InvalidCutOffTime",
    "TS01": "TransmissionSuccessful",
    "TS04": "TransferToSignByHand",
}

#: Code → name, read-only.
REASON_NAMES: Final[Mapping[str, str]] = MappingProxyType(_NAMES)


def reason_name(code: str | None) -> str | None:
    """The ISO name of an ``ExternalStatusReason1Code`` code, or None when the code is not
    in this table (shown then as the code alone)."""
    return REASON_NAMES.get(code) if code else None
