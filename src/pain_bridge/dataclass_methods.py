"""The package's dataclass methods, compiled ahead of time: GENERATED.

One module because it is generated whole from the package's classes: nobody edits it.

Written by ``make dataclass-methods`` (``tools/dataclass_methods.py``): each text Python
3.11's :mod:`dataclasses` compiles for a class of the package, as a string in
:data:`TEXTS`, and the same text as code, its compiled code in :data:`CODES` (same
index). :mod:`pain_bridge.dataclass_code` gives :mod:`dataclasses` these codes instead
of compiling the texts at each start. ``tests/test_dataclass_methods.py`` fails while
this differs from what the classes give. No ``from __future__ import annotations``:
the texts compile as :mod:`dataclasses` compiles them.
"""

# ruff: noqa
# mypy: ignore-errors
# fmt: off

#: The Python whose dataclasses wrote these texts (another one's texts differ).
PYTHON = (3, 11)

#: The texts, in the order the package's modules are imported.
TEXTS = (
    "def __create_fn__(_type_code, _type_severity, _type_summary, _type_also, _type_service, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_also, _dflt_service, _return_type):\n def __init__(self,code:_type_code,severity:_type_severity,summary:_type_summary,also:_type_also=_dflt_also,service:_type_service=_dflt_service)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'severity',severity)\n  __dataclass_builtins_object__.__setattr__(self,'summary',summary)\n  __dataclass_builtins_object__.__setattr__(self,'also',also)\n  __dataclass_builtins_object__.__setattr__(self,'service',service)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, severity={self.severity!r}, summary={self.summary!r}, also={self.also!r}, service={self.service!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.severity,self.summary,self.also,self.service,)==(other.code,other.severity,other.summary,other.also,other.service,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'severity\',\'summary\',\'also\',\'service\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'severity\',\'summary\',\'also\',\'service\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.severity,self.summary,self.also,self.service,))\n return __hash__',
    "def __create_fn__(_type_code, _type_severity, _type_message, _type_line, _type_column, _type_xpath, _type_pointer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_line, _dflt_column, _dflt_xpath, _dflt_pointer, _return_type):\n def __init__(self,code:_type_code,severity:_type_severity,message:_type_message,line:_type_line=_dflt_line,column:_type_column=_dflt_column,xpath:_type_xpath=_dflt_xpath,pointer:_type_pointer=_dflt_pointer)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'severity',severity)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n  __dataclass_builtins_object__.__setattr__(self,'line',line)\n  __dataclass_builtins_object__.__setattr__(self,'column',column)\n  __dataclass_builtins_object__.__setattr__(self,'xpath',xpath)\n  __dataclass_builtins_object__.__setattr__(self,'pointer',pointer)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, severity={self.severity!r}, message={self.message!r}, line={self.line!r}, column={self.column!r}, xpath={self.xpath!r}, pointer={self.pointer!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.severity,self.message,self.line,self.column,self.xpath,self.pointer,)==(other.code,other.severity,other.message,other.line,other.column,other.xpath,other.pointer,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'severity\',\'message\',\'line\',\'column\',\'xpath\',\'pointer\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'severity\',\'message\',\'line\',\'column\',\'xpath\',\'pointer\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.severity,self.message,self.line,self.column,self.xpath,self.pointer,))\n return __hash__',
    "def __create_fn__(_type_xpath, _type_pointer, _type_line, _type_column, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_xpath, _dflt_pointer, _dflt_line, _dflt_column, _return_type):\n def __init__(self,xpath:_type_xpath=_dflt_xpath,pointer:_type_pointer=_dflt_pointer,line:_type_line=_dflt_line,column:_type_column=_dflt_column)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'xpath',xpath)\n  __dataclass_builtins_object__.__setattr__(self,'pointer',pointer)\n  __dataclass_builtins_object__.__setattr__(self,'line',line)\n  __dataclass_builtins_object__.__setattr__(self,'column',column)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(xpath={self.xpath!r}, pointer={self.pointer!r}, line={self.line!r}, column={self.column!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.xpath,self.pointer,self.line,self.column,)==(other.xpath,other.pointer,other.line,other.column,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'xpath\',\'pointer\',\'line\',\'column\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'xpath\',\'pointer\',\'line\',\'column\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.xpath,self.pointer,self.line,self.column,))\n return __hash__',
    "def __create_fn__(_type_code, _type_severity, _type_count, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,code:_type_code,severity:_type_severity,count:_type_count)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'severity',severity)\n  __dataclass_builtins_object__.__setattr__(self,'count',count)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, severity={self.severity!r}, count={self.count!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.severity,self.count,)==(other.code,other.severity,other.count,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'severity\',\'count\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'severity\',\'count\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.severity,self.count,))\n return __hash__',
    "def __create_fn__(_type_path, _type_findings, _type_held, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_held, _return_type):\n def __init__(self,path:_type_path,findings:_type_findings,held:_type_held=_dflt_held)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n  __dataclass_builtins_object__.__setattr__(self,'findings',findings)\n  __dataclass_builtins_object__.__setattr__(self,'held',held)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(path={self.path!r}, findings={self.findings!r}, held={self.held!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.path,self.findings,self.held,)==(other.path,other.findings,other.held,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'path\',\'findings\',\'held\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'path\',\'findings\',\'held\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.path,self.findings,self.held,))\n return __hash__',
    "def __create_fn__(_type_color, _type_root, _type_show_info, _type_guidelines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_color, _dflt_root, _dflt_show_info, _dflt_guidelines, _return_type):\n def __init__(self,color:_type_color=_dflt_color,root:_type_root=_dflt_root,show_info:_type_show_info=_dflt_show_info,guidelines:_type_guidelines=_dflt_guidelines)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'color',color)\n  __dataclass_builtins_object__.__setattr__(self,'root',root)\n  __dataclass_builtins_object__.__setattr__(self,'show_info',show_info)\n  __dataclass_builtins_object__.__setattr__(self,'guidelines',guidelines)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(color={self.color!r}, root={self.root!r}, show_info={self.show_info!r}, guidelines={self.guidelines!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.color,self.root,self.show_info,self.guidelines,)==(other.color,other.root,other.show_info,other.guidelines,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'color\',\'root\',\'show_info\',\'guidelines\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'color\',\'root\',\'show_info\',\'guidelines\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.color,self.root,self.show_info,self.guidelines,))\n return __hash__',
    "def __create_fn__(_type_name, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,path:_type_path)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, path={self.path!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.path,)==(other.name,other.path,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'path\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'path\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.path,))\n return __hash__',
    "def __create_fn__(_type_scheme, _type_purpose, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_scheme, _dflt_purpose, _return_type):\n def __init__(self,scheme:_type_scheme=_dflt_scheme,purpose:_type_purpose=_dflt_purpose)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)\n  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(scheme={self.scheme!r}, purpose={self.purpose!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.scheme,self.purpose,)==(other.scheme,other.purpose,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'scheme\',\'purpose\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'scheme\',\'purpose\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.scheme,self.purpose,))\n return __hash__',
    "def __create_fn__(_type_name, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):\n def __init__(self,name:_type_name,origin:_type_origin=_dflt_origin)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, origin={self.origin!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.origin,)==(other.name,other.origin,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'origin\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'origin\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.origin,))\n return __hash__',
    "def __create_fn__(_type_method, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,method:_type_method,path:_type_path)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'method',method)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(method={self.method!r}, path={self.path!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.method,self.path,)==(other.method,other.path,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'method\',\'path\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'method\',\'path\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.method,self.path,))\n return __hash__',
    "def __create_fn__(_type_max_attempts, _type_base_delay, _type_max_delay, _type_random, _type_sleep, _type_async_sleep, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_max_attempts, _dflt_base_delay, _dflt_max_delay, _dflt_random, _dflt_sleep, _dflt_async_sleep, _return_type):\n def __init__(self,max_attempts:_type_max_attempts=_dflt_max_attempts,base_delay:_type_base_delay=_dflt_base_delay,max_delay:_type_max_delay=_dflt_max_delay,random:_type_random=_dflt_random,sleep:_type_sleep=_dflt_sleep,async_sleep:_type_async_sleep=_dflt_async_sleep)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'max_attempts',max_attempts)\n  __dataclass_builtins_object__.__setattr__(self,'base_delay',base_delay)\n  __dataclass_builtins_object__.__setattr__(self,'max_delay',max_delay)\n  __dataclass_builtins_object__.__setattr__(self,'random',random)\n  __dataclass_builtins_object__.__setattr__(self,'sleep',sleep)\n  __dataclass_builtins_object__.__setattr__(self,'async_sleep',async_sleep)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(max_attempts={self.max_attempts!r}, base_delay={self.base_delay!r}, max_delay={self.max_delay!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.max_attempts,self.base_delay,self.max_delay,self.random,self.sleep,self.async_sleep,)==(other.max_attempts,other.base_delay,other.max_delay,other.random,other.sleep,other.async_sleep,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'max_attempts\',\'base_delay\',\'max_delay\',\'random\',\'sleep\',\'async_sleep\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'max_attempts\',\'base_delay\',\'max_delay\',\'random\',\'sleep\',\'async_sleep\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.max_attempts,self.base_delay,self.max_delay,self.random,self.sleep,self.async_sleep,))\n return __hash__',
    "def __create_fn__(_type_retry, _type_delay, _type_outcome_unknown, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_delay, _dflt_outcome_unknown, _dflt_reason, _return_type):\n def __init__(self,retry:_type_retry,delay:_type_delay=_dflt_delay,outcome_unknown:_type_outcome_unknown=_dflt_outcome_unknown,reason:_type_reason=_dflt_reason)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'retry',retry)\n  __dataclass_builtins_object__.__setattr__(self,'delay',delay)\n  __dataclass_builtins_object__.__setattr__(self,'outcome_unknown',outcome_unknown)\n  __dataclass_builtins_object__.__setattr__(self,'reason',reason)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(retry={self.retry!r}, delay={self.delay!r}, outcome_unknown={self.outcome_unknown!r}, reason={self.reason!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.retry,self.delay,self.outcome_unknown,self.reason,)==(other.retry,other.delay,other.outcome_unknown,other.reason,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'retry\',\'delay\',\'outcome_unknown\',\'reason\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'retry\',\'delay\',\'outcome_unknown\',\'reason\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.retry,self.delay,self.outcome_unknown,self.reason,))\n return __hash__',
    "def __create_fn__(_type_base_url, _type_client_id, _type_client_app_key, _type_client_secret, _type_connect_timeout, _type_read_timeout, _type_write_timeout, _type_pool_timeout, _type_retry, _type_transport, _type_async_transport, _type_log_http, _type_user_agent, _type_signer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_connect_timeout, _dflt_read_timeout, _dflt_write_timeout, _dflt_pool_timeout, _dflt_retry, _dflt_transport, _dflt_async_transport, _dflt_log_http, _dflt_user_agent, _dflt_signer, _return_type):\n def __init__(self,base_url:_type_base_url,client_id:_type_client_id,client_app_key:_type_client_app_key,client_secret:_type_client_secret,connect_timeout:_type_connect_timeout=_dflt_connect_timeout,read_timeout:_type_read_timeout=_dflt_read_timeout,write_timeout:_type_write_timeout=_dflt_write_timeout,pool_timeout:_type_pool_timeout=_dflt_pool_timeout,retry:_type_retry=_HAS_DEFAULT_FACTORY,transport:_type_transport=_dflt_transport,async_transport:_type_async_transport=_dflt_async_transport,log_http:_type_log_http=_dflt_log_http,user_agent:_type_user_agent=_dflt_user_agent,signer:_type_signer=_dflt_signer)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'base_url',base_url)\n  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)\n  __dataclass_builtins_object__.__setattr__(self,'client_app_key',client_app_key)\n  __dataclass_builtins_object__.__setattr__(self,'client_secret',client_secret)\n  __dataclass_builtins_object__.__setattr__(self,'connect_timeout',connect_timeout)\n  __dataclass_builtins_object__.__setattr__(self,'read_timeout',read_timeout)\n  __dataclass_builtins_object__.__setattr__(self,'write_timeout',write_timeout)\n  __dataclass_builtins_object__.__setattr__(self,'pool_timeout',pool_timeout)\n  __dataclass_builtins_object__.__setattr__(self,'retry',_dflt_retry() if retry is _HAS_DEFAULT_FACTORY else retry)\n  __dataclass_builtins_object__.__setattr__(self,'transport',transport)\n  __dataclass_builtins_object__.__setattr__(self,'async_transport',async_transport)\n  __dataclass_builtins_object__.__setattr__(self,'log_http',log_http)\n  __dataclass_builtins_object__.__setattr__(self,'user_agent',user_agent)\n  __dataclass_builtins_object__.__setattr__(self,'signer',signer)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(base_url={self.base_url!r}, client_id={self.client_id!r}, connect_timeout={self.connect_timeout!r}, read_timeout={self.read_timeout!r}, write_timeout={self.write_timeout!r}, pool_timeout={self.pool_timeout!r}, retry={self.retry!r}, log_http={self.log_http!r}, user_agent={self.user_agent!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.base_url,self.client_id,self.client_app_key,self.client_secret,self.connect_timeout,self.read_timeout,self.write_timeout,self.pool_timeout,self.retry,self.log_http,self.user_agent,)==(other.base_url,other.client_id,other.client_app_key,other.client_secret,other.connect_timeout,other.read_timeout,other.write_timeout,other.pool_timeout,other.retry,other.log_http,other.user_agent,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'base_url\',\'client_id\',\'client_app_key\',\'client_secret\',\'connect_timeout\',\'read_timeout\',\'write_timeout\',\'pool_timeout\',\'retry\',\'transport\',\'async_transport\',\'log_http\',\'user_agent\',\'signer\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'base_url\',\'client_id\',\'client_app_key\',\'client_secret\',\'connect_timeout\',\'read_timeout\',\'write_timeout\',\'pool_timeout\',\'retry\',\'transport\',\'async_transport\',\'log_http\',\'user_agent\',\'signer\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.base_url,self.client_id,self.client_app_key,self.client_secret,self.connect_timeout,self.read_timeout,self.write_timeout,self.pool_timeout,self.retry,self.log_http,self.user_agent,))\n return __hash__',
    "def __create_fn__(_type_session_id, _type_nonce, _type_skill, _type_status, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_status, _return_type):\n def __init__(self,session_id:_type_session_id,nonce:_type_nonce,skill:_type_skill,status:_type_status=_dflt_status)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'session_id',session_id)\n  __dataclass_builtins_object__.__setattr__(self,'nonce',nonce)\n  __dataclass_builtins_object__.__setattr__(self,'skill',skill)\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(session_id={self.session_id!r}, skill={self.skill!r}, status={self.status!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.session_id,self.nonce,self.skill,self.status,)==(other.session_id,other.nonce,other.skill,other.status,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'session_id\',\'nonce\',\'skill\',\'status\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'session_id\',\'nonce\',\'skill\',\'status\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.session_id,self.nonce,self.skill,self.status,))\n return __hash__',
    "def __create_fn__(_type_url, _type_method, _type_headers, _type_session_status, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_method, _dflt_headers, _dflt_session_status, _return_type):\n def __init__(self,url:_type_url,method:_type_method=_dflt_method,headers:_type_headers=_HAS_DEFAULT_FACTORY,session_status:_type_session_status=_dflt_session_status)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'url',url)\n  __dataclass_builtins_object__.__setattr__(self,'method',method)\n  __dataclass_builtins_object__.__setattr__(self,'headers',_dflt_headers() if headers is _HAS_DEFAULT_FACTORY else headers)\n  __dataclass_builtins_object__.__setattr__(self,'session_status',session_status)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(url={self.url!r}, method={self.method!r}, headers={self.headers!r}, session_status={self.session_status!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.url,self.method,self.headers,self.session_status,)==(other.url,other.method,other.headers,other.session_status,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'url\',\'method\',\'headers\',\'session_status\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'url\',\'method\',\'headers\',\'session_status\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.url,self.method,self.headers,self.session_status,))\n return __hash__',
    "def __create_fn__(_type_credentials_id, _type_access_token, _type_consent_exp, _type_max_data_retention, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_consent_exp, _dflt_max_data_retention, _return_type):\n def __init__(self,credentials_id:_type_credentials_id,access_token:_type_access_token,consent_exp:_type_consent_exp=_dflt_consent_exp,max_data_retention:_type_max_data_retention=_dflt_max_data_retention)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'credentials_id',credentials_id)\n  __dataclass_builtins_object__.__setattr__(self,'access_token',access_token)\n  __dataclass_builtins_object__.__setattr__(self,'consent_exp',consent_exp)\n  __dataclass_builtins_object__.__setattr__(self,'max_data_retention',max_data_retention)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(credentials_id={self.credentials_id!r}, consent_exp={self.consent_exp!r}, max_data_retention={self.max_data_retention!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.credentials_id,self.access_token,self.consent_exp,self.max_data_retention,)==(other.credentials_id,other.access_token,other.consent_exp,other.max_data_retention,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'credentials_id\',\'access_token\',\'consent_exp\',\'max_data_retention\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'credentials_id\',\'access_token\',\'consent_exp\',\'max_data_retention\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.credentials_id,self.access_token,self.consent_exp,self.max_data_retention,))\n return __hash__',
    "def __create_fn__(_type_id, _type_status, _type_data, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_data, _return_type):\n def __init__(self,id:_type_id,status:_type_status,data:_type_data=_HAS_DEFAULT_FACTORY)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'id',id)\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'data',_dflt_data() if data is _HAS_DEFAULT_FACTORY else data)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(id={self.id!r}, status={self.status!r}, data={self.data!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.id,self.status,self.data,)==(other.id,other.status,other.data,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'id\',\'status\',\'data\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'id\',\'status\',\'data\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.id,self.status,self.data,))\n return __hash__',
    "def __create_fn__(_type_operation, _type_path, _type_body, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,operation:_type_operation,path:_type_path,body:_type_body)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'operation',operation)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n  __dataclass_builtins_object__.__setattr__(self,'body',body)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(operation={self.operation!r}, path={self.path!r}, body={self.body!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.operation,self.path,self.body,)==(other.operation,other.path,other.body,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'operation\',\'path\',\'body\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'operation\',\'path\',\'body\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.operation,self.path,self.body,))\n return __hash__',
    "def __create_fn__(_type_key, _type_batch, _type_position, _type_label, _type_skill, _type_base_url, _type_credential_source, _type_tenant_user_id, _type_data, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_source, _return_type):\n def __init__(self,key:_type_key,batch:_type_batch,position:_type_position,label:_type_label,skill:_type_skill,base_url:_type_base_url,credential_source:_type_credential_source,tenant_user_id:_type_tenant_user_id,data:_type_data,source:_type_source=_dflt_source)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'batch',batch)\n  __dataclass_builtins_object__.__setattr__(self,'position',position)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'skill',skill)\n  __dataclass_builtins_object__.__setattr__(self,'base_url',base_url)\n  __dataclass_builtins_object__.__setattr__(self,'credential_source',credential_source)\n  __dataclass_builtins_object__.__setattr__(self,'tenant_user_id',tenant_user_id)\n  __dataclass_builtins_object__.__setattr__(self,'data',data)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(key={self.key!r}, batch={self.batch!r}, position={self.position!r}, label={self.label!r}, skill={self.skill!r}, base_url={self.base_url!r}, credential_source={self.credential_source!r}, tenant_user_id={self.tenant_user_id!r}, data={self.data!r}, source={self.source!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.key,self.batch,self.position,self.label,self.skill,self.base_url,self.credential_source,self.tenant_user_id,self.data,self.source,)==(other.key,other.batch,other.position,other.label,other.skill,other.base_url,other.credential_source,other.tenant_user_id,other.data,other.source,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'batch\',\'position\',\'label\',\'skill\',\'base_url\',\'credential_source\',\'tenant_user_id\',\'data\',\'source\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'batch\',\'position\',\'label\',\'skill\',\'base_url\',\'credential_source\',\'tenant_user_id\',\'data\',\'source\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.key,self.batch,self.position,self.label,self.skill,self.base_url,self.credential_source,self.tenant_user_id,self.data,self.source,))\n return __hash__',
    "def __create_fn__(_type_batch, _type_at, _type_file, _type_digest, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_file, _dflt_digest, _dflt_source, _return_type):\n def __init__(self,batch:_type_batch,at:_type_at,file:_type_file=_dflt_file,digest:_type_digest=_dflt_digest,source:_type_source=_dflt_source)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'batch',batch)\n  __dataclass_builtins_object__.__setattr__(self,'at',at)\n  __dataclass_builtins_object__.__setattr__(self,'file',file)\n  __dataclass_builtins_object__.__setattr__(self,'digest',digest)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(batch={self.batch!r}, at={self.at!r}, file={self.file!r}, digest={self.digest!r}, source={self.source!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.batch,self.at,self.file,self.digest,self.source,)==(other.batch,other.at,other.file,other.digest,other.source,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'batch\',\'at\',\'file\',\'digest\',\'source\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'batch\',\'at\',\'file\',\'digest\',\'source\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.batch,self.at,self.file,self.digest,self.source,))\n return __hash__',
    "def __create_fn__(_type_key, _type_batch, _type_position, _type_label, _type_skill, _type_base_url, _type_credential_source, _type_tenant_user_id, _type_data, _type_state, _type_created_at, _type_updated_at, _type_session_id, _type_nonce, _type_nonce_state, _type_session_created_at, _type_sca_url, _type_temp_token, _type_credentials_id, _type_access_token, _type_consent_exp, _type_payment_id, _type_payment_status, _type_error, _type_error_retryable, _type_claim_owner, _type_claim_expires, _type_source, _type_origins, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_session_id, _dflt_nonce, _dflt_nonce_state, _dflt_session_created_at, _dflt_sca_url, _dflt_temp_token, _dflt_credentials_id, _dflt_access_token, _dflt_consent_exp, _dflt_payment_id, _dflt_payment_status, _dflt_error, _dflt_error_retryable, _dflt_claim_owner, _dflt_claim_expires, _dflt_source, _dflt_origins, _return_type):\n def __init__(self,key:_type_key,batch:_type_batch,position:_type_position,label:_type_label,skill:_type_skill,base_url:_type_base_url,credential_source:_type_credential_source,tenant_user_id:_type_tenant_user_id,data:_type_data,state:_type_state,created_at:_type_created_at,updated_at:_type_updated_at,session_id:_type_session_id=_dflt_session_id,nonce:_type_nonce=_dflt_nonce,nonce_state:_type_nonce_state=_dflt_nonce_state,session_created_at:_type_session_created_at=_dflt_session_created_at,sca_url:_type_sca_url=_dflt_sca_url,temp_token:_type_temp_token=_dflt_temp_token,credentials_id:_type_credentials_id=_dflt_credentials_id,access_token:_type_access_token=_dflt_access_token,consent_exp:_type_consent_exp=_dflt_consent_exp,payment_id:_type_payment_id=_dflt_payment_id,payment_status:_type_payment_status=_dflt_payment_status,error:_type_error=_dflt_error,error_retryable:_type_error_retryable=_dflt_error_retryable,claim_owner:_type_claim_owner=_dflt_claim_owner,claim_expires:_type_claim_expires=_dflt_claim_expires,source:_type_source=_dflt_source,origins:_type_origins=_dflt_origins)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'batch',batch)\n  __dataclass_builtins_object__.__setattr__(self,'position',position)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'skill',skill)\n  __dataclass_builtins_object__.__setattr__(self,'base_url',base_url)\n  __dataclass_builtins_object__.__setattr__(self,'credential_source',credential_source)\n  __dataclass_builtins_object__.__setattr__(self,'tenant_user_id',tenant_user_id)\n  __dataclass_builtins_object__.__setattr__(self,'data',data)\n  __dataclass_builtins_object__.__setattr__(self,'state',state)\n  __dataclass_builtins_object__.__setattr__(self,'created_at',created_at)\n  __dataclass_builtins_object__.__setattr__(self,'updated_at',updated_at)\n  __dataclass_builtins_object__.__setattr__(self,'session_id',session_id)\n  __dataclass_builtins_object__.__setattr__(self,'nonce',nonce)\n  __dataclass_builtins_object__.__setattr__(self,'nonce_state',nonce_state)\n  __dataclass_builtins_object__.__setattr__(self,'session_created_at',session_created_at)\n  __dataclass_builtins_object__.__setattr__(self,'sca_url',sca_url)\n  __dataclass_builtins_object__.__setattr__(self,'temp_token',temp_token)\n  __dataclass_builtins_object__.__setattr__(self,'credentials_id',credentials_id)\n  __dataclass_builtins_object__.__setattr__(self,'access_token',access_token)\n  __dataclass_builtins_object__.__setattr__(self,'consent_exp',consent_exp)\n  __dataclass_builtins_object__.__setattr__(self,'payment_id',payment_id)\n  __dataclass_builtins_object__.__setattr__(self,'payment_status',payment_status)\n  __dataclass_builtins_object__.__setattr__(self,'error',error)\n  __dataclass_builtins_object__.__setattr__(self,'error_retryable',error_retryable)\n  __dataclass_builtins_object__.__setattr__(self,'claim_owner',claim_owner)\n  __dataclass_builtins_object__.__setattr__(self,'claim_expires',claim_expires)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'origins',origins)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(key={self.key!r}, batch={self.batch!r}, position={self.position!r}, label={self.label!r}, skill={self.skill!r}, base_url={self.base_url!r}, credential_source={self.credential_source!r}, tenant_user_id={self.tenant_user_id!r}, data={self.data!r}, state={self.state!r}, created_at={self.created_at!r}, updated_at={self.updated_at!r}, session_id={self.session_id!r}, nonce_state={self.nonce_state!r}, session_created_at={self.session_created_at!r}, sca_url={self.sca_url!r}, credentials_id={self.credentials_id!r}, consent_exp={self.consent_exp!r}, payment_id={self.payment_id!r}, payment_status={self.payment_status!r}, error={self.error!r}, error_retryable={self.error_retryable!r}, claim_owner={self.claim_owner!r}, claim_expires={self.claim_expires!r}, source={self.source!r}, origins={self.origins!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.key,self.batch,self.position,self.label,self.skill,self.base_url,self.credential_source,self.tenant_user_id,self.data,self.state,self.created_at,self.updated_at,self.session_id,self.nonce,self.nonce_state,self.session_created_at,self.sca_url,self.temp_token,self.credentials_id,self.access_token,self.consent_exp,self.payment_id,self.payment_status,self.error,self.error_retryable,self.claim_owner,self.claim_expires,self.source,self.origins,)==(other.key,other.batch,other.position,other.label,other.skill,other.base_url,other.credential_source,other.tenant_user_id,other.data,other.state,other.created_at,other.updated_at,other.session_id,other.nonce,other.nonce_state,other.session_created_at,other.sca_url,other.temp_token,other.credentials_id,other.access_token,other.consent_exp,other.payment_id,other.payment_status,other.error,other.error_retryable,other.claim_owner,other.claim_expires,other.source,other.origins,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'batch\',\'position\',\'label\',\'skill\',\'base_url\',\'credential_source\',\'tenant_user_id\',\'data\',\'state\',\'created_at\',\'updated_at\',\'session_id\',\'nonce\',\'nonce_state\',\'session_created_at\',\'sca_url\',\'temp_token\',\'credentials_id\',\'access_token\',\'consent_exp\',\'payment_id\',\'payment_status\',\'error\',\'error_retryable\',\'claim_owner\',\'claim_expires\',\'source\',\'origins\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'batch\',\'position\',\'label\',\'skill\',\'base_url\',\'credential_source\',\'tenant_user_id\',\'data\',\'state\',\'created_at\',\'updated_at\',\'session_id\',\'nonce\',\'nonce_state\',\'session_created_at\',\'sca_url\',\'temp_token\',\'credentials_id\',\'access_token\',\'consent_exp\',\'payment_id\',\'payment_status\',\'error\',\'error_retryable\',\'claim_owner\',\'claim_expires\',\'source\',\'origins\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.key,self.batch,self.position,self.label,self.skill,self.base_url,self.credential_source,self.tenant_user_id,self.data,self.state,self.created_at,self.updated_at,self.session_id,self.nonce,self.nonce_state,self.session_created_at,self.sca_url,self.temp_token,self.credentials_id,self.access_token,self.consent_exp,self.payment_id,self.payment_status,self.error,self.error_retryable,self.claim_owner,self.claim_expires,self.source,self.origins,))\n return __hash__',
    "def __create_fn__(_type_at, _type_state, _type_detail, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,at:_type_at,state:_type_state,detail:_type_detail)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'at',at)\n  __dataclass_builtins_object__.__setattr__(self,'state',state)\n  __dataclass_builtins_object__.__setattr__(self,'detail',detail)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(at={self.at!r}, state={self.state!r}, detail={self.detail!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.at,self.state,self.detail,)==(other.at,other.state,other.detail,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'at\',\'state\',\'detail\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'at\',\'state\',\'detail\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.at,self.state,self.detail,))\n return __hash__',
    "def __create_fn__(_type_base_url, _type_client_id, _type_client_app_key, _type_client_secret, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_source, _return_type):\n def __init__(self,base_url:_type_base_url,client_id:_type_client_id,client_app_key:_type_client_app_key,client_secret:_type_client_secret,source:_type_source=_dflt_source)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'base_url',base_url)\n  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)\n  __dataclass_builtins_object__.__setattr__(self,'client_app_key',client_app_key)\n  __dataclass_builtins_object__.__setattr__(self,'client_secret',client_secret)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(base_url={self.base_url!r}, client_id={self.client_id!r}, source={self.source!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.base_url,self.client_id,self.client_app_key,self.client_secret,self.source,)==(other.base_url,other.client_id,other.client_app_key,other.client_secret,other.source,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'base_url\',\'client_id\',\'client_app_key\',\'client_secret\',\'source\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'base_url\',\'client_id\',\'client_app_key\',\'client_secret\',\'source\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.base_url,self.client_id,self.client_app_key,self.client_secret,self.source,))\n return __hash__',
    "def __create_fn__(_type_key, _type_service_account, _type_key_source, _type_account_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,key:_type_key,service_account:_type_service_account,key_source:_type_key_source,account_source:_type_account_source)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'key',key)\n  __dataclass_builtins_object__.__setattr__(self,'service_account',service_account)\n  __dataclass_builtins_object__.__setattr__(self,'key_source',key_source)\n  __dataclass_builtins_object__.__setattr__(self,'account_source',account_source)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(service_account={self.service_account!r}, key_source={self.key_source!r}, account_source={self.account_source!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.key,self.service_account,self.key_source,self.account_source,)==(other.key,other.service_account,other.key_source,other.account_source,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'key\',\'service_account\',\'key_source\',\'account_source\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'key\',\'service_account\',\'key_source\',\'account_source\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.key,self.service_account,self.key_source,self.account_source,))\n return __hash__',
    "def __create_fn__(_type_intent, _type_temp_token, _type_error, _type_error_description, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_temp_token, _dflt_error, _dflt_error_description, _return_type):\n def __init__(self,intent:_type_intent,temp_token:_type_temp_token=_dflt_temp_token,error:_type_error=_dflt_error,error_description:_type_error_description=_dflt_error_description)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'intent',intent)\n  __dataclass_builtins_object__.__setattr__(self,'temp_token',temp_token)\n  __dataclass_builtins_object__.__setattr__(self,'error',error)\n  __dataclass_builtins_object__.__setattr__(self,'error_description',error_description)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(intent={self.intent!r}, temp_token={self.temp_token!r}, error={self.error!r}, error_description={self.error_description!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.intent,self.temp_token,self.error,self.error_description,)==(other.intent,other.temp_token,other.error,other.error_description,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'intent\',\'temp_token\',\'error\',\'error_description\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'intent\',\'temp_token\',\'error\',\'error_description\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.intent,self.temp_token,self.error,self.error_description,))\n return __hash__',
    "def __create_fn__(_type_record, _type_action, _type_error, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_error, _return_type):\n def __init__(self,record:_type_record,action:_type_action,error:_type_error=_dflt_error)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'record',record)\n  __dataclass_builtins_object__.__setattr__(self,'action',action)\n  __dataclass_builtins_object__.__setattr__(self,'error',error)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(record={self.record!r}, action={self.action!r}, error={self.error!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.record,self.action,self.error,)==(other.record,other.action,other.error,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'record\',\'action\',\'error\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'record\',\'action\',\'error\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.record,self.action,self.error,))\n return __hash__',
    "def __create_fn__(_type_code, _type_proprietary, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_code, _dflt_proprietary, _return_type):\n def __init__(self,code:_type_code=_dflt_code,proprietary:_type_proprietary=_dflt_proprietary)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'proprietary',proprietary)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, proprietary={self.proprietary!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.proprietary,)==(other.code,other.proprietary,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'proprietary\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'proprietary\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.proprietary,))\n return __hash__',
    "def __create_fn__(_type_identification, _type_scheme_name, _type_issuer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_identification, _dflt_scheme_name, _dflt_issuer, _return_type):\n def __init__(self,identification:_type_identification=_dflt_identification,scheme_name:_type_scheme_name=_dflt_scheme_name,issuer:_type_issuer=_dflt_issuer)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'identification',identification)\n  __dataclass_builtins_object__.__setattr__(self,'scheme_name',scheme_name)\n  __dataclass_builtins_object__.__setattr__(self,'issuer',issuer)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(identification={self.identification!r}, scheme_name={self.scheme_name!r}, issuer={self.issuer!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.identification,self.scheme_name,self.issuer,)==(other.identification,other.scheme_name,other.issuer,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'identification\',\'scheme_name\',\'issuer\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'identification\',\'scheme_name\',\'issuer\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.identification,self.scheme_name,self.issuer,))\n return __hash__',
    "def __create_fn__(_type_value, _type_currency, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,value:_type_value,currency:_type_currency,text:_type_text)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'currency',currency)\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(value={self.value!r}, currency={self.currency!r}, text={self.text!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.value,self.currency,self.text,)==(other.value,other.currency,other.text,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'value\',\'currency\',\'text\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'value\',\'currency\',\'text\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.value,self.currency,self.text,))\n return __hash__',
    "def __create_fn__(_type_type, _type_identification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_identification, _return_type):\n def __init__(self,type:_type_type=_dflt_type,identification:_type_identification=_dflt_identification)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'identification',identification)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, identification={self.identification!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.identification,)==(other.type,other.identification,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type\',\'identification\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type\',\'identification\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type,self.identification,))\n return __hash__',
    "def __create_fn__(_type_iban, _type_other_id, _type_currency, _type_other_scheme_name, _type_other_issuer, _type_type, _type_name, _type_proxy, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_iban, _dflt_other_id, _dflt_currency, _dflt_other_scheme_name, _dflt_other_issuer, _dflt_type, _dflt_name, _dflt_proxy, _return_type):\n def __init__(self,iban:_type_iban=_dflt_iban,other_id:_type_other_id=_dflt_other_id,currency:_type_currency=_dflt_currency,other_scheme_name:_type_other_scheme_name=_dflt_other_scheme_name,other_issuer:_type_other_issuer=_dflt_other_issuer,type:_type_type=_dflt_type,name:_type_name=_dflt_name,proxy:_type_proxy=_dflt_proxy)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'iban',iban)\n  __dataclass_builtins_object__.__setattr__(self,'other_id',other_id)\n  __dataclass_builtins_object__.__setattr__(self,'currency',currency)\n  __dataclass_builtins_object__.__setattr__(self,'other_scheme_name',other_scheme_name)\n  __dataclass_builtins_object__.__setattr__(self,'other_issuer',other_issuer)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'proxy',proxy)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(iban={self.iban!r}, other_id={self.other_id!r}, currency={self.currency!r}, other_scheme_name={self.other_scheme_name!r}, other_issuer={self.other_issuer!r}, type={self.type!r}, name={self.name!r}, proxy={self.proxy!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.iban,self.other_id,self.currency,self.other_scheme_name,self.other_issuer,self.type,self.name,self.proxy,)==(other.iban,other.other_id,other.currency,other.other_scheme_name,other.other_issuer,other.type,other.name,other.proxy,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'iban\',\'other_id\',\'currency\',\'other_scheme_name\',\'other_issuer\',\'type\',\'name\',\'proxy\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'iban\',\'other_id\',\'currency\',\'other_scheme_name\',\'other_issuer\',\'type\',\'name\',\'proxy\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.iban,self.other_id,self.currency,self.other_scheme_name,self.other_issuer,self.type,self.name,self.proxy,))\n return __hash__',
    "def __create_fn__(_type_identification, _type_issuer, _type_scheme_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_identification, _dflt_issuer, _dflt_scheme_name, _return_type):\n def __init__(self,identification:_type_identification=_dflt_identification,issuer:_type_issuer=_dflt_issuer,scheme_name:_type_scheme_name=_dflt_scheme_name)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'identification',identification)\n  __dataclass_builtins_object__.__setattr__(self,'issuer',issuer)\n  __dataclass_builtins_object__.__setattr__(self,'scheme_name',scheme_name)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(identification={self.identification!r}, issuer={self.issuer!r}, scheme_name={self.scheme_name!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.identification,self.issuer,self.scheme_name,)==(other.identification,other.issuer,other.scheme_name,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'identification\',\'issuer\',\'scheme_name\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'identification\',\'issuer\',\'scheme_name\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.identification,self.issuer,self.scheme_name,))\n return __hash__',
    "def __create_fn__(_type_address_lines, _type_street_name, _type_building_number, _type_postcode, _type_town, _type_country, _type_department, _type_sub_department, _type_country_subdivision, _type_address_type, _type_building_name, _type_floor, _type_post_box, _type_room, _type_town_location, _type_district, _type_address_type_proprietary, _type_care_of, _type_unit_number, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_address_lines, _dflt_street_name, _dflt_building_number, _dflt_postcode, _dflt_town, _dflt_country, _dflt_department, _dflt_sub_department, _dflt_country_subdivision, _dflt_address_type, _dflt_building_name, _dflt_floor, _dflt_post_box, _dflt_room, _dflt_town_location, _dflt_district, _dflt_address_type_proprietary, _dflt_care_of, _dflt_unit_number, _return_type):\n def __init__(self,address_lines:_type_address_lines=_dflt_address_lines,street_name:_type_street_name=_dflt_street_name,building_number:_type_building_number=_dflt_building_number,postcode:_type_postcode=_dflt_postcode,town:_type_town=_dflt_town,country:_type_country=_dflt_country,department:_type_department=_dflt_department,sub_department:_type_sub_department=_dflt_sub_department,country_subdivision:_type_country_subdivision=_dflt_country_subdivision,address_type:_type_address_type=_dflt_address_type,building_name:_type_building_name=_dflt_building_name,floor:_type_floor=_dflt_floor,post_box:_type_post_box=_dflt_post_box,room:_type_room=_dflt_room,town_location:_type_town_location=_dflt_town_location,district:_type_district=_dflt_district,address_type_proprietary:_type_address_type_proprietary=_dflt_address_type_proprietary,care_of:_type_care_of=_dflt_care_of,unit_number:_type_unit_number=_dflt_unit_number)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'address_lines',address_lines)\n  __dataclass_builtins_object__.__setattr__(self,'street_name',street_name)\n  __dataclass_builtins_object__.__setattr__(self,'building_number',building_number)\n  __dataclass_builtins_object__.__setattr__(self,'postcode',postcode)\n  __dataclass_builtins_object__.__setattr__(self,'town',town)\n  __dataclass_builtins_object__.__setattr__(self,'country',country)\n  __dataclass_builtins_object__.__setattr__(self,'department',department)\n  __dataclass_builtins_object__.__setattr__(self,'sub_department',sub_department)\n  __dataclass_builtins_object__.__setattr__(self,'country_subdivision',country_subdivision)\n  __dataclass_builtins_object__.__setattr__(self,'address_type',address_type)\n  __dataclass_builtins_object__.__setattr__(self,'building_name',building_name)\n  __dataclass_builtins_object__.__setattr__(self,'floor',floor)\n  __dataclass_builtins_object__.__setattr__(self,'post_box',post_box)\n  __dataclass_builtins_object__.__setattr__(self,'room',room)\n  __dataclass_builtins_object__.__setattr__(self,'town_location',town_location)\n  __dataclass_builtins_object__.__setattr__(self,'district',district)\n  __dataclass_builtins_object__.__setattr__(self,'address_type_proprietary',address_type_proprietary)\n  __dataclass_builtins_object__.__setattr__(self,'care_of',care_of)\n  __dataclass_builtins_object__.__setattr__(self,'unit_number',unit_number)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(address_lines={self.address_lines!r}, street_name={self.street_name!r}, building_number={self.building_number!r}, postcode={self.postcode!r}, town={self.town!r}, country={self.country!r}, department={self.department!r}, sub_department={self.sub_department!r}, country_subdivision={self.country_subdivision!r}, address_type={self.address_type!r}, building_name={self.building_name!r}, floor={self.floor!r}, post_box={self.post_box!r}, room={self.room!r}, town_location={self.town_location!r}, district={self.district!r}, address_type_proprietary={self.address_type_proprietary!r}, care_of={self.care_of!r}, unit_number={self.unit_number!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.address_lines,self.street_name,self.building_number,self.postcode,self.town,self.country,self.department,self.sub_department,self.country_subdivision,self.address_type,self.building_name,self.floor,self.post_box,self.room,self.town_location,self.district,self.address_type_proprietary,self.care_of,self.unit_number,)==(other.address_lines,other.street_name,other.building_number,other.postcode,other.town,other.country,other.department,other.sub_department,other.country_subdivision,other.address_type,other.building_name,other.floor,other.post_box,other.room,other.town_location,other.district,other.address_type_proprietary,other.care_of,other.unit_number,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'address_lines\',\'street_name\',\'building_number\',\'postcode\',\'town\',\'country\',\'department\',\'sub_department\',\'country_subdivision\',\'address_type\',\'building_name\',\'floor\',\'post_box\',\'room\',\'town_location\',\'district\',\'address_type_proprietary\',\'care_of\',\'unit_number\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'address_lines\',\'street_name\',\'building_number\',\'postcode\',\'town\',\'country\',\'department\',\'sub_department\',\'country_subdivision\',\'address_type\',\'building_name\',\'floor\',\'post_box\',\'room\',\'town_location\',\'district\',\'address_type_proprietary\',\'care_of\',\'unit_number\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.address_lines,self.street_name,self.building_number,self.postcode,self.town,self.country,self.department,self.sub_department,self.country_subdivision,self.address_type,self.building_name,self.floor,self.post_box,self.room,self.town_location,self.district,self.address_type_proprietary,self.care_of,self.unit_number,))\n return __hash__',
    "def __create_fn__(_type_clearing_system_identification, _type_member_identification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_clearing_system_identification, _dflt_member_identification, _return_type):\n def __init__(self,clearing_system_identification:_type_clearing_system_identification=_dflt_clearing_system_identification,member_identification:_type_member_identification=_dflt_member_identification)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'clearing_system_identification',clearing_system_identification)\n  __dataclass_builtins_object__.__setattr__(self,'member_identification',member_identification)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(clearing_system_identification={self.clearing_system_identification!r}, member_identification={self.member_identification!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.clearing_system_identification,self.member_identification,)==(other.clearing_system_identification,other.member_identification,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'clearing_system_identification\',\'member_identification\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'clearing_system_identification\',\'member_identification\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.clearing_system_identification,self.member_identification,))\n return __hash__',
    "def __create_fn__(_type_identification, _type_lei, _type_name, _type_postal_address, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_identification, _dflt_lei, _dflt_name, _dflt_postal_address, _return_type):\n def __init__(self,identification:_type_identification=_dflt_identification,lei:_type_lei=_dflt_lei,name:_type_name=_dflt_name,postal_address:_type_postal_address=_dflt_postal_address)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'identification',identification)\n  __dataclass_builtins_object__.__setattr__(self,'lei',lei)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'postal_address',postal_address)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(identification={self.identification!r}, lei={self.lei!r}, name={self.name!r}, postal_address={self.postal_address!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.identification,self.lei,self.name,self.postal_address,)==(other.identification,other.lei,other.name,other.postal_address,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'identification\',\'lei\',\'name\',\'postal_address\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'identification\',\'lei\',\'name\',\'postal_address\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.identification,self.lei,self.name,self.postal_address,))\n return __hash__',
    "def __create_fn__(_type_bic, _type_clearing_system_member_identification, _type_lei, _type_name, _type_postal_address, _type_other, _type_branch_identification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_bic, _dflt_clearing_system_member_identification, _dflt_lei, _dflt_name, _dflt_postal_address, _dflt_other, _dflt_branch_identification, _return_type):\n def __init__(self,bic:_type_bic=_dflt_bic,clearing_system_member_identification:_type_clearing_system_member_identification=_dflt_clearing_system_member_identification,lei:_type_lei=_dflt_lei,name:_type_name=_dflt_name,postal_address:_type_postal_address=_dflt_postal_address,other:_type_other=_dflt_other,branch_identification:_type_branch_identification=_dflt_branch_identification)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'bic',bic)\n  __dataclass_builtins_object__.__setattr__(self,'clearing_system_member_identification',clearing_system_member_identification)\n  __dataclass_builtins_object__.__setattr__(self,'lei',lei)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'postal_address',postal_address)\n  __dataclass_builtins_object__.__setattr__(self,'other',other)\n  __dataclass_builtins_object__.__setattr__(self,'branch_identification',branch_identification)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(bic={self.bic!r}, clearing_system_member_identification={self.clearing_system_member_identification!r}, lei={self.lei!r}, name={self.name!r}, postal_address={self.postal_address!r}, other={self.other!r}, branch_identification={self.branch_identification!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.bic,self.clearing_system_member_identification,self.lei,self.name,self.postal_address,self.other,self.branch_identification,)==(other.bic,other.clearing_system_member_identification,other.lei,other.name,other.postal_address,other.other,other.branch_identification,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'bic\',\'clearing_system_member_identification\',\'lei\',\'name\',\'postal_address\',\'other\',\'branch_identification\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'bic\',\'clearing_system_member_identification\',\'lei\',\'name\',\'postal_address\',\'other\',\'branch_identification\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.bic,self.clearing_system_member_identification,self.lei,self.name,self.postal_address,self.other,self.branch_identification,))\n return __hash__',
    "def __create_fn__(_type_any_bic, _type_lei, _type_other, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_any_bic, _dflt_lei, _dflt_other, _return_type):\n def __init__(self,any_bic:_type_any_bic=_dflt_any_bic,lei:_type_lei=_dflt_lei,other:_type_other=_dflt_other)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'any_bic',any_bic)\n  __dataclass_builtins_object__.__setattr__(self,'lei',lei)\n  __dataclass_builtins_object__.__setattr__(self,'other',other)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(any_bic={self.any_bic!r}, lei={self.lei!r}, other={self.other!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.any_bic,self.lei,self.other,)==(other.any_bic,other.lei,other.other,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'any_bic\',\'lei\',\'other\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'any_bic\',\'lei\',\'other\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.any_bic,self.lei,self.other,))\n return __hash__',
    "def __create_fn__(_type_birth_date, _type_province_of_birth, _type_city_of_birth, _type_country_of_birth, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_birth_date, _dflt_province_of_birth, _dflt_city_of_birth, _dflt_country_of_birth, _return_type):\n def __init__(self,birth_date:_type_birth_date=_dflt_birth_date,province_of_birth:_type_province_of_birth=_dflt_province_of_birth,city_of_birth:_type_city_of_birth=_dflt_city_of_birth,country_of_birth:_type_country_of_birth=_dflt_country_of_birth)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'birth_date',birth_date)\n  __dataclass_builtins_object__.__setattr__(self,'province_of_birth',province_of_birth)\n  __dataclass_builtins_object__.__setattr__(self,'city_of_birth',city_of_birth)\n  __dataclass_builtins_object__.__setattr__(self,'country_of_birth',country_of_birth)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(birth_date={self.birth_date!r}, province_of_birth={self.province_of_birth!r}, city_of_birth={self.city_of_birth!r}, country_of_birth={self.country_of_birth!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.birth_date,self.province_of_birth,self.city_of_birth,self.country_of_birth,)==(other.birth_date,other.province_of_birth,other.city_of_birth,other.country_of_birth,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'birth_date\',\'province_of_birth\',\'city_of_birth\',\'country_of_birth\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'birth_date\',\'province_of_birth\',\'city_of_birth\',\'country_of_birth\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.birth_date,self.province_of_birth,self.city_of_birth,self.country_of_birth,))\n return __hash__',
    "def __create_fn__(_type_date_and_place_of_birth, _type_other, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_date_and_place_of_birth, _dflt_other, _return_type):\n def __init__(self,date_and_place_of_birth:_type_date_and_place_of_birth=_dflt_date_and_place_of_birth,other:_type_other=_dflt_other)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'date_and_place_of_birth',date_and_place_of_birth)\n  __dataclass_builtins_object__.__setattr__(self,'other',other)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(date_and_place_of_birth={self.date_and_place_of_birth!r}, other={self.other!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.date_and_place_of_birth,self.other,)==(other.date_and_place_of_birth,other.other,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'date_and_place_of_birth\',\'other\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'date_and_place_of_birth\',\'other\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.date_and_place_of_birth,self.other,))\n return __hash__',
    "def __create_fn__(_type_organisation, _type_private, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_organisation, _dflt_private, _return_type):\n def __init__(self,organisation:_type_organisation=_dflt_organisation,private:_type_private=_dflt_private)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'organisation',organisation)\n  __dataclass_builtins_object__.__setattr__(self,'private',private)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(organisation={self.organisation!r}, private={self.private!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.organisation,self.private,)==(other.organisation,other.private,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'organisation\',\'private\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'organisation\',\'private\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.organisation,self.private,))\n return __hash__',
    "def __create_fn__(_type_channel_type, _type_identification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_channel_type, _dflt_identification, _return_type):\n def __init__(self,channel_type:_type_channel_type=_dflt_channel_type,identification:_type_identification=_dflt_identification)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'channel_type',channel_type)\n  __dataclass_builtins_object__.__setattr__(self,'identification',identification)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(channel_type={self.channel_type!r}, identification={self.identification!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.channel_type,self.identification,)==(other.channel_type,other.identification,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'channel_type\',\'identification\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'channel_type\',\'identification\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.channel_type,self.identification,))\n return __hash__',
    "def __create_fn__(_type_name_prefix, _type_name, _type_phone_number, _type_mobile_number, _type_fax_number, _type_email_address, _type_other_text, _type_email_purpose, _type_job_title, _type_responsibility, _type_department, _type_other, _type_preferred_method, _type_url_address, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name_prefix, _dflt_name, _dflt_phone_number, _dflt_mobile_number, _dflt_fax_number, _dflt_email_address, _dflt_other_text, _dflt_email_purpose, _dflt_job_title, _dflt_responsibility, _dflt_department, _dflt_other, _dflt_preferred_method, _dflt_url_address, _return_type):\n def __init__(self,name_prefix:_type_name_prefix=_dflt_name_prefix,name:_type_name=_dflt_name,phone_number:_type_phone_number=_dflt_phone_number,mobile_number:_type_mobile_number=_dflt_mobile_number,fax_number:_type_fax_number=_dflt_fax_number,email_address:_type_email_address=_dflt_email_address,other_text:_type_other_text=_dflt_other_text,email_purpose:_type_email_purpose=_dflt_email_purpose,job_title:_type_job_title=_dflt_job_title,responsibility:_type_responsibility=_dflt_responsibility,department:_type_department=_dflt_department,other:_type_other=_dflt_other,preferred_method:_type_preferred_method=_dflt_preferred_method,url_address:_type_url_address=_dflt_url_address)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name_prefix',name_prefix)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'phone_number',phone_number)\n  __dataclass_builtins_object__.__setattr__(self,'mobile_number',mobile_number)\n  __dataclass_builtins_object__.__setattr__(self,'fax_number',fax_number)\n  __dataclass_builtins_object__.__setattr__(self,'email_address',email_address)\n  __dataclass_builtins_object__.__setattr__(self,'other_text',other_text)\n  __dataclass_builtins_object__.__setattr__(self,'email_purpose',email_purpose)\n  __dataclass_builtins_object__.__setattr__(self,'job_title',job_title)\n  __dataclass_builtins_object__.__setattr__(self,'responsibility',responsibility)\n  __dataclass_builtins_object__.__setattr__(self,'department',department)\n  __dataclass_builtins_object__.__setattr__(self,'other',other)\n  __dataclass_builtins_object__.__setattr__(self,'preferred_method',preferred_method)\n  __dataclass_builtins_object__.__setattr__(self,'url_address',url_address)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name_prefix={self.name_prefix!r}, name={self.name!r}, phone_number={self.phone_number!r}, mobile_number={self.mobile_number!r}, fax_number={self.fax_number!r}, email_address={self.email_address!r}, other_text={self.other_text!r}, email_purpose={self.email_purpose!r}, job_title={self.job_title!r}, responsibility={self.responsibility!r}, department={self.department!r}, other={self.other!r}, preferred_method={self.preferred_method!r}, url_address={self.url_address!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name_prefix,self.name,self.phone_number,self.mobile_number,self.fax_number,self.email_address,self.other_text,self.email_purpose,self.job_title,self.responsibility,self.department,self.other,self.preferred_method,self.url_address,)==(other.name_prefix,other.name,other.phone_number,other.mobile_number,other.fax_number,other.email_address,other.other_text,other.email_purpose,other.job_title,other.responsibility,other.department,other.other,other.preferred_method,other.url_address,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name_prefix\',\'name\',\'phone_number\',\'mobile_number\',\'fax_number\',\'email_address\',\'other_text\',\'email_purpose\',\'job_title\',\'responsibility\',\'department\',\'other\',\'preferred_method\',\'url_address\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name_prefix\',\'name\',\'phone_number\',\'mobile_number\',\'fax_number\',\'email_address\',\'other_text\',\'email_purpose\',\'job_title\',\'responsibility\',\'department\',\'other\',\'preferred_method\',\'url_address\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name_prefix,self.name,self.phone_number,self.mobile_number,self.fax_number,self.email_address,self.other_text,self.email_purpose,self.job_title,self.responsibility,self.department,self.other,self.preferred_method,self.url_address,))\n return __hash__',
    "def __create_fn__(_type_name, _type_address, _type_identification, _type_country_of_residence, _type_contact_details, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_address, _dflt_identification, _dflt_country_of_residence, _dflt_contact_details, _return_type):\n def __init__(self,name:_type_name=_dflt_name,address:_type_address=_dflt_address,identification:_type_identification=_dflt_identification,country_of_residence:_type_country_of_residence=_dflt_country_of_residence,contact_details:_type_contact_details=_dflt_contact_details)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'address',address)\n  __dataclass_builtins_object__.__setattr__(self,'identification',identification)\n  __dataclass_builtins_object__.__setattr__(self,'country_of_residence',country_of_residence)\n  __dataclass_builtins_object__.__setattr__(self,'contact_details',contact_details)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, address={self.address!r}, identification={self.identification!r}, country_of_residence={self.country_of_residence!r}, contact_details={self.contact_details!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.address,self.identification,self.country_of_residence,self.contact_details,)==(other.name,other.address,other.identification,other.country_of_residence,other.contact_details,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'address\',\'identification\',\'country_of_residence\',\'contact_details\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'address\',\'identification\',\'country_of_residence\',\'contact_details\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.address,self.identification,self.country_of_residence,self.contact_details,))\n return __hash__',
    "def __create_fn__(_type_name, _type_address, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_address, _return_type):\n def __init__(self,name:_type_name=_dflt_name,address:_type_address=_dflt_address)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'address',address)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, address={self.address!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.address,)==(other.name,other.address,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'address\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'address\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.address,))\n return __hash__',
    "def __create_fn__(_type_cheque_type, _type_cheque_number, _type_cheque_from, _type_delivery_method, _type_deliver_to, _type_instruction_priority, _type_cheque_maturity_date, _type_forms_code, _type_memo_fields, _type_regional_clearing_zone, _type_print_location, _type_signatures, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_cheque_type, _dflt_cheque_number, _dflt_cheque_from, _dflt_delivery_method, _dflt_deliver_to, _dflt_instruction_priority, _dflt_cheque_maturity_date, _dflt_forms_code, _dflt_memo_fields, _dflt_regional_clearing_zone, _dflt_print_location, _dflt_signatures, _return_type):\n def __init__(self,cheque_type:_type_cheque_type=_dflt_cheque_type,cheque_number:_type_cheque_number=_dflt_cheque_number,cheque_from:_type_cheque_from=_dflt_cheque_from,delivery_method:_type_delivery_method=_dflt_delivery_method,deliver_to:_type_deliver_to=_dflt_deliver_to,instruction_priority:_type_instruction_priority=_dflt_instruction_priority,cheque_maturity_date:_type_cheque_maturity_date=_dflt_cheque_maturity_date,forms_code:_type_forms_code=_dflt_forms_code,memo_fields:_type_memo_fields=_dflt_memo_fields,regional_clearing_zone:_type_regional_clearing_zone=_dflt_regional_clearing_zone,print_location:_type_print_location=_dflt_print_location,signatures:_type_signatures=_dflt_signatures)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'cheque_type',cheque_type)\n  __dataclass_builtins_object__.__setattr__(self,'cheque_number',cheque_number)\n  __dataclass_builtins_object__.__setattr__(self,'cheque_from',cheque_from)\n  __dataclass_builtins_object__.__setattr__(self,'delivery_method',delivery_method)\n  __dataclass_builtins_object__.__setattr__(self,'deliver_to',deliver_to)\n  __dataclass_builtins_object__.__setattr__(self,'instruction_priority',instruction_priority)\n  __dataclass_builtins_object__.__setattr__(self,'cheque_maturity_date',cheque_maturity_date)\n  __dataclass_builtins_object__.__setattr__(self,'forms_code',forms_code)\n  __dataclass_builtins_object__.__setattr__(self,'memo_fields',memo_fields)\n  __dataclass_builtins_object__.__setattr__(self,'regional_clearing_zone',regional_clearing_zone)\n  __dataclass_builtins_object__.__setattr__(self,'print_location',print_location)\n  __dataclass_builtins_object__.__setattr__(self,'signatures',signatures)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(cheque_type={self.cheque_type!r}, cheque_number={self.cheque_number!r}, cheque_from={self.cheque_from!r}, delivery_method={self.delivery_method!r}, deliver_to={self.deliver_to!r}, instruction_priority={self.instruction_priority!r}, cheque_maturity_date={self.cheque_maturity_date!r}, forms_code={self.forms_code!r}, memo_fields={self.memo_fields!r}, regional_clearing_zone={self.regional_clearing_zone!r}, print_location={self.print_location!r}, signatures={self.signatures!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.cheque_type,self.cheque_number,self.cheque_from,self.delivery_method,self.deliver_to,self.instruction_priority,self.cheque_maturity_date,self.forms_code,self.memo_fields,self.regional_clearing_zone,self.print_location,self.signatures,)==(other.cheque_type,other.cheque_number,other.cheque_from,other.delivery_method,other.deliver_to,other.instruction_priority,other.cheque_maturity_date,other.forms_code,other.memo_fields,other.regional_clearing_zone,other.print_location,other.signatures,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'cheque_type\',\'cheque_number\',\'cheque_from\',\'delivery_method\',\'deliver_to\',\'instruction_priority\',\'cheque_maturity_date\',\'forms_code\',\'memo_fields\',\'regional_clearing_zone\',\'print_location\',\'signatures\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'cheque_type\',\'cheque_number\',\'cheque_from\',\'delivery_method\',\'deliver_to\',\'instruction_priority\',\'cheque_maturity_date\',\'forms_code\',\'memo_fields\',\'regional_clearing_zone\',\'print_location\',\'signatures\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.cheque_type,self.cheque_number,self.cheque_from,self.delivery_method,self.deliver_to,self.instruction_priority,self.cheque_maturity_date,self.forms_code,self.memo_fields,self.regional_clearing_zone,self.print_location,self.signatures,))\n return __hash__',
    "def __create_fn__(_type_version, _type_line, _type_leaves, _type_xpath, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_xpath, _return_type):\n def __init__(self,version:_type_version,line:_type_line,leaves:_type_leaves,xpath:_type_xpath=_dflt_xpath)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n  __dataclass_builtins_object__.__setattr__(self,'line',line)\n  __dataclass_builtins_object__.__setattr__(self,'leaves',leaves)\n  __dataclass_builtins_object__.__setattr__(self,'xpath',xpath)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(version={self.version!r}, line={self.line!r}, leaves={self.leaves!r}, xpath={self.xpath!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.version,self.line,self.leaves,self.xpath,)==(other.version,other.line,other.leaves,other.xpath,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'version\',\'line\',\'leaves\',\'xpath\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'version\',\'line\',\'leaves\',\'xpath\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.version,self.line,self.leaves,self.xpath,))\n return __hash__',
    "def __create_fn__(_type_root, _type_path, _type_header, _type_before, _type_after, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,root:_type_root,path:_type_path,header:_type_header,before:_type_before,after:_type_after)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'root',root)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n  __dataclass_builtins_object__.__setattr__(self,'header',header)\n  __dataclass_builtins_object__.__setattr__(self,'before',before)\n  __dataclass_builtins_object__.__setattr__(self,'after',after)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(root={self.root!r}, path={self.path!r}, header={self.header!r}, before={self.before!r}, after={self.after!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.root,self.path,self.header,self.before,self.after,)==(other.root,other.path,other.header,other.before,other.after,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'root\',\'path\',\'header\',\'before\',\'after\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'root\',\'path\',\'header\',\'before\',\'after\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.root,self.path,self.header,self.before,self.after,))\n return __hash__',
    "def __create_fn__(_type_instruction_priority, _type_service_levels, _type_local_instrument, _type_category_purpose, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_instruction_priority, _dflt_service_levels, _dflt_local_instrument, _dflt_category_purpose, _return_type):\n def __init__(self,instruction_priority:_type_instruction_priority=_dflt_instruction_priority,service_levels:_type_service_levels=_dflt_service_levels,local_instrument:_type_local_instrument=_dflt_local_instrument,category_purpose:_type_category_purpose=_dflt_category_purpose)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'instruction_priority',instruction_priority)\n  __dataclass_builtins_object__.__setattr__(self,'service_levels',service_levels)\n  __dataclass_builtins_object__.__setattr__(self,'local_instrument',local_instrument)\n  __dataclass_builtins_object__.__setattr__(self,'category_purpose',category_purpose)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(instruction_priority={self.instruction_priority!r}, service_levels={self.service_levels!r}, local_instrument={self.local_instrument!r}, category_purpose={self.category_purpose!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.instruction_priority,self.service_levels,self.local_instrument,self.category_purpose,)==(other.instruction_priority,other.service_levels,other.local_instrument,other.category_purpose,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'instruction_priority\',\'service_levels\',\'local_instrument\',\'category_purpose\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'instruction_priority\',\'service_levels\',\'local_instrument\',\'category_purpose\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.instruction_priority,self.service_levels,self.local_instrument,self.category_purpose,))\n return __hash__',
    "def __create_fn__(_type_code, _type_instruction_information, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_code, _dflt_instruction_information, _return_type):\n def __init__(self,code:_type_code=_dflt_code,instruction_information:_type_instruction_information=_dflt_instruction_information)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'instruction_information',instruction_information)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, instruction_information={self.instruction_information!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.instruction_information,)==(other.code,other.instruction_information,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'instruction_information\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'instruction_information\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.instruction_information,))\n return __hash__',
    "def __create_fn__(_type_unit_currency, _type_exchange_rate, _type_rate_type, _type_contract_identification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unit_currency, _dflt_exchange_rate, _dflt_rate_type, _dflt_contract_identification, _return_type):\n def __init__(self,unit_currency:_type_unit_currency=_dflt_unit_currency,exchange_rate:_type_exchange_rate=_dflt_exchange_rate,rate_type:_type_rate_type=_dflt_rate_type,contract_identification:_type_contract_identification=_dflt_contract_identification)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'unit_currency',unit_currency)\n  __dataclass_builtins_object__.__setattr__(self,'exchange_rate',exchange_rate)\n  __dataclass_builtins_object__.__setattr__(self,'rate_type',rate_type)\n  __dataclass_builtins_object__.__setattr__(self,'contract_identification',contract_identification)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(unit_currency={self.unit_currency!r}, exchange_rate={self.exchange_rate!r}, rate_type={self.rate_type!r}, contract_identification={self.contract_identification!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.unit_currency,self.exchange_rate,self.rate_type,self.contract_identification,)==(other.unit_currency,other.exchange_rate,other.rate_type,other.contract_identification,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'unit_currency\',\'exchange_rate\',\'rate_type\',\'contract_identification\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'unit_currency\',\'exchange_rate\',\'rate_type\',\'contract_identification\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.unit_currency,self.exchange_rate,self.rate_type,self.contract_identification,))\n return __hash__',
    "def __create_fn__(_type_amount, _type_currency_of_transfer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_amount, _dflt_currency_of_transfer, _return_type):\n def __init__(self,amount:_type_amount=_dflt_amount,currency_of_transfer:_type_currency_of_transfer=_dflt_currency_of_transfer)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'amount',amount)\n  __dataclass_builtins_object__.__setattr__(self,'currency_of_transfer',currency_of_transfer)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(amount={self.amount!r}, currency_of_transfer={self.currency_of_transfer!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.amount,self.currency_of_transfer,)==(other.amount,other.currency_of_transfer,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'amount\',\'currency_of_transfer\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'amount\',\'currency_of_transfer\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.amount,self.currency_of_transfer,))\n return __hash__',
    "def __create_fn__(_type_name, _type_provider, _type_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_provider, _dflt_version, _return_type):\n def __init__(self,name:_type_name=_dflt_name,provider:_type_provider=_dflt_provider,version:_type_version=_dflt_version)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'provider',provider)\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, provider={self.provider!r}, version={self.version!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.provider,self.version,)==(other.name,other.provider,other.version,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'provider\',\'version\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'provider\',\'version\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.provider,self.version,))\n return __hash__',
    "def __create_fn__(_type_credit_advice, _type_debit_advice, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_credit_advice, _dflt_debit_advice, _return_type):\n def __init__(self,credit_advice:_type_credit_advice=_dflt_credit_advice,debit_advice:_type_debit_advice=_dflt_debit_advice)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'credit_advice',credit_advice)\n  __dataclass_builtins_object__.__setattr__(self,'debit_advice',debit_advice)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(credit_advice={self.credit_advice!r}, debit_advice={self.debit_advice!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.credit_advice,self.debit_advice,)==(other.credit_advice,other.debit_advice,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'credit_advice\',\'debit_advice\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'credit_advice\',\'debit_advice\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.credit_advice,self.debit_advice,))\n return __hash__',
    "def __create_fn__(_type_service_level, _type_local_instrument, _type_category_purpose, _type_classification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_service_level, _dflt_local_instrument, _dflt_category_purpose, _dflt_classification, _return_type):\n def __init__(self,service_level:_type_service_level=_dflt_service_level,local_instrument:_type_local_instrument=_dflt_local_instrument,category_purpose:_type_category_purpose=_dflt_category_purpose,classification:_type_classification=_dflt_classification)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'service_level',service_level)\n  __dataclass_builtins_object__.__setattr__(self,'local_instrument',local_instrument)\n  __dataclass_builtins_object__.__setattr__(self,'category_purpose',category_purpose)\n  __dataclass_builtins_object__.__setattr__(self,'classification',classification)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(service_level={self.service_level!r}, local_instrument={self.local_instrument!r}, category_purpose={self.category_purpose!r}, classification={self.classification!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.service_level,self.local_instrument,self.category_purpose,self.classification,)==(other.service_level,other.local_instrument,other.category_purpose,other.classification,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'service_level\',\'local_instrument\',\'category_purpose\',\'classification\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'service_level\',\'local_instrument\',\'category_purpose\',\'classification\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.service_level,self.local_instrument,self.category_purpose,self.classification,))\n return __hash__',
    "def __create_fn__(_type_type, _type_count_per_period, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_count_per_period, _return_type):\n def __init__(self,type:_type_type=_dflt_type,count_per_period:_type_count_per_period=_dflt_count_per_period)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'count_per_period',count_per_period)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, count_per_period={self.count_per_period!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.count_per_period,)==(other.type,other.count_per_period,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type\',\'count_per_period\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type\',\'count_per_period\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type,self.count_per_period,))\n return __hash__',
    "def __create_fn__(_type_type, _type_point_in_time, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_point_in_time, _return_type):\n def __init__(self,type:_type_type=_dflt_type,point_in_time:_type_point_in_time=_dflt_point_in_time)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'point_in_time',point_in_time)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, point_in_time={self.point_in_time!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.point_in_time,)==(other.type,other.point_in_time,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type\',\'point_in_time\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type\',\'point_in_time\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type,self.point_in_time,))\n return __hash__',
    "def __create_fn__(_type_type, _type_period, _type_point_in_time, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_period, _dflt_point_in_time, _return_type):\n def __init__(self,type:_type_type=_dflt_type,period:_type_period=_dflt_period,point_in_time:_type_point_in_time=_dflt_point_in_time)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'period',period)\n  __dataclass_builtins_object__.__setattr__(self,'point_in_time',point_in_time)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, period={self.period!r}, point_in_time={self.point_in_time!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.period,self.point_in_time,)==(other.type,other.period,other.point_in_time,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type\',\'period\',\'point_in_time\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type\',\'period\',\'point_in_time\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type,self.period,self.point_in_time,))\n return __hash__',
    "def __create_fn__(_type_mandate_identification, _type_type, _type_date_of_signature, _type_date_of_verification, _type_electronic_signature, _type_first_payment_date, _type_final_payment_date, _type_frequency, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_mandate_identification, _dflt_type, _dflt_date_of_signature, _dflt_date_of_verification, _dflt_electronic_signature, _dflt_first_payment_date, _dflt_final_payment_date, _dflt_frequency, _dflt_reason, _return_type):\n def __init__(self,mandate_identification:_type_mandate_identification=_dflt_mandate_identification,type:_type_type=_dflt_type,date_of_signature:_type_date_of_signature=_dflt_date_of_signature,date_of_verification:_type_date_of_verification=_dflt_date_of_verification,electronic_signature:_type_electronic_signature=_dflt_electronic_signature,first_payment_date:_type_first_payment_date=_dflt_first_payment_date,final_payment_date:_type_final_payment_date=_dflt_final_payment_date,frequency:_type_frequency=_dflt_frequency,reason:_type_reason=_dflt_reason)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'mandate_identification',mandate_identification)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'date_of_signature',date_of_signature)\n  __dataclass_builtins_object__.__setattr__(self,'date_of_verification',date_of_verification)\n  __dataclass_builtins_object__.__setattr__(self,'electronic_signature',electronic_signature)\n  __dataclass_builtins_object__.__setattr__(self,'first_payment_date',first_payment_date)\n  __dataclass_builtins_object__.__setattr__(self,'final_payment_date',final_payment_date)\n  __dataclass_builtins_object__.__setattr__(self,'frequency',frequency)\n  __dataclass_builtins_object__.__setattr__(self,'reason',reason)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(mandate_identification={self.mandate_identification!r}, type={self.type!r}, date_of_signature={self.date_of_signature!r}, date_of_verification={self.date_of_verification!r}, electronic_signature={self.electronic_signature!r}, first_payment_date={self.first_payment_date!r}, final_payment_date={self.final_payment_date!r}, frequency={self.frequency!r}, reason={self.reason!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.mandate_identification,self.type,self.date_of_signature,self.date_of_verification,self.electronic_signature,self.first_payment_date,self.final_payment_date,self.frequency,self.reason,)==(other.mandate_identification,other.type,other.date_of_signature,other.date_of_verification,other.electronic_signature,other.first_payment_date,other.final_payment_date,other.frequency,other.reason,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'mandate_identification\',\'type\',\'date_of_signature\',\'date_of_verification\',\'electronic_signature\',\'first_payment_date\',\'final_payment_date\',\'frequency\',\'reason\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'mandate_identification\',\'type\',\'date_of_signature\',\'date_of_verification\',\'electronic_signature\',\'first_payment_date\',\'final_payment_date\',\'frequency\',\'reason\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.mandate_identification,self.type,self.date_of_signature,self.date_of_verification,self.electronic_signature,self.first_payment_date,self.final_payment_date,self.frequency,self.reason,))\n return __hash__',
    "def __create_fn__(_type_place_and_name, _type_envelope_xml, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_place_and_name, _dflt_envelope_xml, _return_type):\n def __init__(self,place_and_name:_type_place_and_name=_dflt_place_and_name,envelope_xml:_type_envelope_xml=_dflt_envelope_xml)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'place_and_name',place_and_name)\n  __dataclass_builtins_object__.__setattr__(self,'envelope_xml',envelope_xml)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(place_and_name={self.place_and_name!r}, envelope_xml={self.envelope_xml!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.place_and_name,self.envelope_xml,)==(other.place_and_name,other.envelope_xml,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'place_and_name\',\'envelope_xml\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'place_and_name\',\'envelope_xml\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.place_and_name,self.envelope_xml,))\n return __hash__',
    "def __create_fn__(_type_name, _type_country, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_country, _return_type):\n def __init__(self,name:_type_name=_dflt_name,country:_type_country=_dflt_country)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'country',country)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, country={self.country!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.country,)==(other.name,other.country,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'country\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'country\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.country,))\n return __hash__',
    "def __create_fn__(_type_type, _type_date, _type_country, _type_reporting_code, _type_amount, _type_information, _type_type_code, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_date, _dflt_country, _dflt_reporting_code, _dflt_amount, _dflt_information, _dflt_type_code, _return_type):\n def __init__(self,type:_type_type=_dflt_type,date:_type_date=_dflt_date,country:_type_country=_dflt_country,reporting_code:_type_reporting_code=_dflt_reporting_code,amount:_type_amount=_dflt_amount,information:_type_information=_dflt_information,type_code:_type_type_code=_dflt_type_code)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'date',date)\n  __dataclass_builtins_object__.__setattr__(self,'country',country)\n  __dataclass_builtins_object__.__setattr__(self,'reporting_code',reporting_code)\n  __dataclass_builtins_object__.__setattr__(self,'amount',amount)\n  __dataclass_builtins_object__.__setattr__(self,'information',information)\n  __dataclass_builtins_object__.__setattr__(self,'type_code',type_code)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, date={self.date!r}, country={self.country!r}, reporting_code={self.reporting_code!r}, amount={self.amount!r}, information={self.information!r}, type_code={self.type_code!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.date,self.country,self.reporting_code,self.amount,self.information,self.type_code,)==(other.type,other.date,other.country,other.reporting_code,other.amount,other.information,other.type_code,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type\',\'date\',\'country\',\'reporting_code\',\'amount\',\'information\',\'type_code\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type\',\'date\',\'country\',\'reporting_code\',\'amount\',\'information\',\'type_code\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type,self.date,self.country,self.reporting_code,self.amount,self.information,self.type_code,))\n return __hash__',
    "def __create_fn__(_type_debit_credit_reporting_indicator, _type_authority, _type_details, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_debit_credit_reporting_indicator, _dflt_authority, _dflt_details, _return_type):\n def __init__(self,debit_credit_reporting_indicator:_type_debit_credit_reporting_indicator=_dflt_debit_credit_reporting_indicator,authority:_type_authority=_dflt_authority,details:_type_details=_dflt_details)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'debit_credit_reporting_indicator',debit_credit_reporting_indicator)\n  __dataclass_builtins_object__.__setattr__(self,'authority',authority)\n  __dataclass_builtins_object__.__setattr__(self,'details',details)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(debit_credit_reporting_indicator={self.debit_credit_reporting_indicator!r}, authority={self.authority!r}, details={self.details!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.debit_credit_reporting_indicator,self.authority,self.details,)==(other.debit_credit_reporting_indicator,other.authority,other.details,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'debit_credit_reporting_indicator\',\'authority\',\'details\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'debit_credit_reporting_indicator\',\'authority\',\'details\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.debit_credit_reporting_indicator,self.authority,self.details,))\n return __hash__',
    "def __create_fn__(_type_title, _type_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_title, _dflt_name, _return_type):\n def __init__(self,title:_type_title=_dflt_title,name:_type_name=_dflt_name)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'title',title)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(title={self.title!r}, name={self.name!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.title,self.name,)==(other.title,other.name,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'title\',\'name\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'title\',\'name\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.title,self.name,))\n return __hash__',
    "def __create_fn__(_type_tax_identification, _type_registration_identification, _type_tax_type, _type_authorisation, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_tax_identification, _dflt_registration_identification, _dflt_tax_type, _dflt_authorisation, _return_type):\n def __init__(self,tax_identification:_type_tax_identification=_dflt_tax_identification,registration_identification:_type_registration_identification=_dflt_registration_identification,tax_type:_type_tax_type=_dflt_tax_type,authorisation:_type_authorisation=_dflt_authorisation)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'tax_identification',tax_identification)\n  __dataclass_builtins_object__.__setattr__(self,'registration_identification',registration_identification)\n  __dataclass_builtins_object__.__setattr__(self,'tax_type',tax_type)\n  __dataclass_builtins_object__.__setattr__(self,'authorisation',authorisation)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(tax_identification={self.tax_identification!r}, registration_identification={self.registration_identification!r}, tax_type={self.tax_type!r}, authorisation={self.authorisation!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.tax_identification,self.registration_identification,self.tax_type,self.authorisation,)==(other.tax_identification,other.registration_identification,other.tax_type,other.authorisation,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'tax_identification\',\'registration_identification\',\'tax_type\',\'authorisation\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'tax_identification\',\'registration_identification\',\'tax_type\',\'authorisation\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.tax_identification,self.registration_identification,self.tax_type,self.authorisation,))\n return __hash__',
    "def __create_fn__(_type_from_date, _type_to_date, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_from_date, _dflt_to_date, _return_type):\n def __init__(self,from_date:_type_from_date=_dflt_from_date,to_date:_type_to_date=_dflt_to_date)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'from_date',from_date)\n  __dataclass_builtins_object__.__setattr__(self,'to_date',to_date)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(from_date={self.from_date!r}, to_date={self.to_date!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.from_date,self.to_date,)==(other.from_date,other.to_date,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'from_date\',\'to_date\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'from_date\',\'to_date\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.from_date,self.to_date,))\n return __hash__',
    "def __create_fn__(_type_year, _type_type, _type_from_to_date, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_year, _dflt_type, _dflt_from_to_date, _return_type):\n def __init__(self,year:_type_year=_dflt_year,type:_type_type=_dflt_type,from_to_date:_type_from_to_date=_dflt_from_to_date)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'year',year)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'from_to_date',from_to_date)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(year={self.year!r}, type={self.type!r}, from_to_date={self.from_to_date!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.year,self.type,self.from_to_date,)==(other.year,other.type,other.from_to_date,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'year\',\'type\',\'from_to_date\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'year\',\'type\',\'from_to_date\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.year,self.type,self.from_to_date,))\n return __hash__',
    "def __create_fn__(_type_period, _type_amount, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_period, _dflt_amount, _return_type):\n def __init__(self,period:_type_period=_dflt_period,amount:_type_amount=_dflt_amount)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'period',period)\n  __dataclass_builtins_object__.__setattr__(self,'amount',amount)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(period={self.period!r}, amount={self.amount!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.period,self.amount,)==(other.period,other.amount,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'period\',\'amount\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'period\',\'amount\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.period,self.amount,))\n return __hash__',
    "def __create_fn__(_type_rate, _type_taxable_base_amount, _type_total_amount, _type_details, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rate, _dflt_taxable_base_amount, _dflt_total_amount, _dflt_details, _return_type):\n def __init__(self,rate:_type_rate=_dflt_rate,taxable_base_amount:_type_taxable_base_amount=_dflt_taxable_base_amount,total_amount:_type_total_amount=_dflt_total_amount,details:_type_details=_dflt_details)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'rate',rate)\n  __dataclass_builtins_object__.__setattr__(self,'taxable_base_amount',taxable_base_amount)\n  __dataclass_builtins_object__.__setattr__(self,'total_amount',total_amount)\n  __dataclass_builtins_object__.__setattr__(self,'details',details)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(rate={self.rate!r}, taxable_base_amount={self.taxable_base_amount!r}, total_amount={self.total_amount!r}, details={self.details!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.rate,self.taxable_base_amount,self.total_amount,self.details,)==(other.rate,other.taxable_base_amount,other.total_amount,other.details,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'rate\',\'taxable_base_amount\',\'total_amount\',\'details\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'rate\',\'taxable_base_amount\',\'total_amount\',\'details\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.rate,self.taxable_base_amount,self.total_amount,self.details,))\n return __hash__',
    "def __create_fn__(_type_type, _type_category, _type_category_details, _type_debtor_status, _type_certificate_identification, _type_forms_code, _type_period, _type_tax_amount, _type_additional_information, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_category, _dflt_category_details, _dflt_debtor_status, _dflt_certificate_identification, _dflt_forms_code, _dflt_period, _dflt_tax_amount, _dflt_additional_information, _return_type):\n def __init__(self,type:_type_type=_dflt_type,category:_type_category=_dflt_category,category_details:_type_category_details=_dflt_category_details,debtor_status:_type_debtor_status=_dflt_debtor_status,certificate_identification:_type_certificate_identification=_dflt_certificate_identification,forms_code:_type_forms_code=_dflt_forms_code,period:_type_period=_dflt_period,tax_amount:_type_tax_amount=_dflt_tax_amount,additional_information:_type_additional_information=_dflt_additional_information)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'category',category)\n  __dataclass_builtins_object__.__setattr__(self,'category_details',category_details)\n  __dataclass_builtins_object__.__setattr__(self,'debtor_status',debtor_status)\n  __dataclass_builtins_object__.__setattr__(self,'certificate_identification',certificate_identification)\n  __dataclass_builtins_object__.__setattr__(self,'forms_code',forms_code)\n  __dataclass_builtins_object__.__setattr__(self,'period',period)\n  __dataclass_builtins_object__.__setattr__(self,'tax_amount',tax_amount)\n  __dataclass_builtins_object__.__setattr__(self,'additional_information',additional_information)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, category={self.category!r}, category_details={self.category_details!r}, debtor_status={self.debtor_status!r}, certificate_identification={self.certificate_identification!r}, forms_code={self.forms_code!r}, period={self.period!r}, tax_amount={self.tax_amount!r}, additional_information={self.additional_information!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.category,self.category_details,self.debtor_status,self.certificate_identification,self.forms_code,self.period,self.tax_amount,self.additional_information,)==(other.type,other.category,other.category_details,other.debtor_status,other.certificate_identification,other.forms_code,other.period,other.tax_amount,other.additional_information,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type\',\'category\',\'category_details\',\'debtor_status\',\'certificate_identification\',\'forms_code\',\'period\',\'tax_amount\',\'additional_information\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type\',\'category\',\'category_details\',\'debtor_status\',\'certificate_identification\',\'forms_code\',\'period\',\'tax_amount\',\'additional_information\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type,self.category,self.category_details,self.debtor_status,self.certificate_identification,self.forms_code,self.period,self.tax_amount,self.additional_information,))\n return __hash__',
    "def __create_fn__(_type_creditor, _type_debtor, _type_ultimate_debtor, _type_administration_zone, _type_reference_number, _type_method, _type_total_taxable_base_amount, _type_total_tax_amount, _type_date, _type_sequence_number, _type_records, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_creditor, _dflt_debtor, _dflt_ultimate_debtor, _dflt_administration_zone, _dflt_reference_number, _dflt_method, _dflt_total_taxable_base_amount, _dflt_total_tax_amount, _dflt_date, _dflt_sequence_number, _dflt_records, _return_type):\n def __init__(self,creditor:_type_creditor=_dflt_creditor,debtor:_type_debtor=_dflt_debtor,ultimate_debtor:_type_ultimate_debtor=_dflt_ultimate_debtor,administration_zone:_type_administration_zone=_dflt_administration_zone,reference_number:_type_reference_number=_dflt_reference_number,method:_type_method=_dflt_method,total_taxable_base_amount:_type_total_taxable_base_amount=_dflt_total_taxable_base_amount,total_tax_amount:_type_total_tax_amount=_dflt_total_tax_amount,date:_type_date=_dflt_date,sequence_number:_type_sequence_number=_dflt_sequence_number,records:_type_records=_dflt_records)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'creditor',creditor)\n  __dataclass_builtins_object__.__setattr__(self,'debtor',debtor)\n  __dataclass_builtins_object__.__setattr__(self,'ultimate_debtor',ultimate_debtor)\n  __dataclass_builtins_object__.__setattr__(self,'administration_zone',administration_zone)\n  __dataclass_builtins_object__.__setattr__(self,'reference_number',reference_number)\n  __dataclass_builtins_object__.__setattr__(self,'method',method)\n  __dataclass_builtins_object__.__setattr__(self,'total_taxable_base_amount',total_taxable_base_amount)\n  __dataclass_builtins_object__.__setattr__(self,'total_tax_amount',total_tax_amount)\n  __dataclass_builtins_object__.__setattr__(self,'date',date)\n  __dataclass_builtins_object__.__setattr__(self,'sequence_number',sequence_number)\n  __dataclass_builtins_object__.__setattr__(self,'records',records)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(creditor={self.creditor!r}, debtor={self.debtor!r}, ultimate_debtor={self.ultimate_debtor!r}, administration_zone={self.administration_zone!r}, reference_number={self.reference_number!r}, method={self.method!r}, total_taxable_base_amount={self.total_taxable_base_amount!r}, total_tax_amount={self.total_tax_amount!r}, date={self.date!r}, sequence_number={self.sequence_number!r}, records={self.records!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.creditor,self.debtor,self.ultimate_debtor,self.administration_zone,self.reference_number,self.method,self.total_taxable_base_amount,self.total_tax_amount,self.date,self.sequence_number,self.records,)==(other.creditor,other.debtor,other.ultimate_debtor,other.administration_zone,other.reference_number,other.method,other.total_taxable_base_amount,other.total_tax_amount,other.date,other.sequence_number,other.records,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'creditor\',\'debtor\',\'ultimate_debtor\',\'administration_zone\',\'reference_number\',\'method\',\'total_taxable_base_amount\',\'total_tax_amount\',\'date\',\'sequence_number\',\'records\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'creditor\',\'debtor\',\'ultimate_debtor\',\'administration_zone\',\'reference_number\',\'method\',\'total_taxable_base_amount\',\'total_tax_amount\',\'date\',\'sequence_number\',\'records\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.creditor,self.debtor,self.ultimate_debtor,self.administration_zone,self.reference_number,self.method,self.total_taxable_base_amount,self.total_tax_amount,self.date,self.sequence_number,self.records,))\n return __hash__',
    "def __create_fn__(_type_code, _type_proprietary, _type_issuer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_code, _dflt_proprietary, _dflt_issuer, _return_type):\n def __init__(self,code:_type_code=_dflt_code,proprietary:_type_proprietary=_dflt_proprietary,issuer:_type_issuer=_dflt_issuer)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'proprietary',proprietary)\n  __dataclass_builtins_object__.__setattr__(self,'issuer',issuer)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, proprietary={self.proprietary!r}, issuer={self.issuer!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.proprietary,self.issuer,)==(other.code,other.proprietary,other.issuer,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'proprietary\',\'issuer\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'proprietary\',\'issuer\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.proprietary,self.issuer,))\n return __hash__',
    "def __create_fn__(_type_reference, _type_type, _type_issuer, _type_code, _type_proprietary, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_reference, _dflt_type, _dflt_issuer, _dflt_code, _dflt_proprietary, _return_type):\n def __init__(self,reference:_type_reference=_dflt_reference,type:_type_type=_dflt_type,issuer:_type_issuer=_dflt_issuer,code:_type_code=_dflt_code,proprietary:_type_proprietary=_dflt_proprietary)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'reference',reference)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'issuer',issuer)\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'proprietary',proprietary)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(reference={self.reference!r}, type={self.type!r}, issuer={self.issuer!r}, code={self.code!r}, proprietary={self.proprietary!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.reference,self.type,self.issuer,self.code,self.proprietary,)==(other.reference,other.type,other.issuer,other.code,other.proprietary,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'reference\',\'type\',\'issuer\',\'code\',\'proprietary\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'reference\',\'type\',\'issuer\',\'code\',\'proprietary\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.reference,self.type,self.issuer,self.code,self.proprietary,))\n return __hash__',
    "def __create_fn__(_type_type, _type_amount, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_amount, _return_type):\n def __init__(self,type:_type_type=_dflt_type,amount:_type_amount=_dflt_amount)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'amount',amount)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, amount={self.amount!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.amount,)==(other.type,other.amount,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type\',\'amount\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type\',\'amount\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type,self.amount,))\n return __hash__',
    "def __create_fn__(_type_amount, _type_credit_debit_indicator, _type_reason, _type_additional_information, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_amount, _dflt_credit_debit_indicator, _dflt_reason, _dflt_additional_information, _return_type):\n def __init__(self,amount:_type_amount=_dflt_amount,credit_debit_indicator:_type_credit_debit_indicator=_dflt_credit_debit_indicator,reason:_type_reason=_dflt_reason,additional_information:_type_additional_information=_dflt_additional_information)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'amount',amount)\n  __dataclass_builtins_object__.__setattr__(self,'credit_debit_indicator',credit_debit_indicator)\n  __dataclass_builtins_object__.__setattr__(self,'reason',reason)\n  __dataclass_builtins_object__.__setattr__(self,'additional_information',additional_information)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(amount={self.amount!r}, credit_debit_indicator={self.credit_debit_indicator!r}, reason={self.reason!r}, additional_information={self.additional_information!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.amount,self.credit_debit_indicator,self.reason,self.additional_information,)==(other.amount,other.credit_debit_indicator,other.reason,other.additional_information,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'amount\',\'credit_debit_indicator\',\'reason\',\'additional_information\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'amount\',\'credit_debit_indicator\',\'reason\',\'additional_information\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.amount,self.credit_debit_indicator,self.reason,self.additional_information,))\n return __hash__',
    "def __create_fn__(_type_due_payable_amount, _type_discount_applied_amount, _type_credit_note_amount, _type_tax_amount, _type_adjustment_amount_and_reason, _type_remitted_amount, _type_discount_applied_amount_and_type, _type_tax_amount_and_type, _type_remittance_amount_and_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_due_payable_amount, _dflt_discount_applied_amount, _dflt_credit_note_amount, _dflt_tax_amount, _dflt_adjustment_amount_and_reason, _dflt_remitted_amount, _dflt_discount_applied_amount_and_type, _dflt_tax_amount_and_type, _dflt_remittance_amount_and_type, _return_type):\n def __init__(self,due_payable_amount:_type_due_payable_amount=_dflt_due_payable_amount,discount_applied_amount:_type_discount_applied_amount=_dflt_discount_applied_amount,credit_note_amount:_type_credit_note_amount=_dflt_credit_note_amount,tax_amount:_type_tax_amount=_dflt_tax_amount,adjustment_amount_and_reason:_type_adjustment_amount_and_reason=_dflt_adjustment_amount_and_reason,remitted_amount:_type_remitted_amount=_dflt_remitted_amount,discount_applied_amount_and_type:_type_discount_applied_amount_and_type=_dflt_discount_applied_amount_and_type,tax_amount_and_type:_type_tax_amount_and_type=_dflt_tax_amount_and_type,remittance_amount_and_type:_type_remittance_amount_and_type=_dflt_remittance_amount_and_type)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'due_payable_amount',due_payable_amount)\n  __dataclass_builtins_object__.__setattr__(self,'discount_applied_amount',discount_applied_amount)\n  __dataclass_builtins_object__.__setattr__(self,'credit_note_amount',credit_note_amount)\n  __dataclass_builtins_object__.__setattr__(self,'tax_amount',tax_amount)\n  __dataclass_builtins_object__.__setattr__(self,'adjustment_amount_and_reason',adjustment_amount_and_reason)\n  __dataclass_builtins_object__.__setattr__(self,'remitted_amount',remitted_amount)\n  __dataclass_builtins_object__.__setattr__(self,'discount_applied_amount_and_type',discount_applied_amount_and_type)\n  __dataclass_builtins_object__.__setattr__(self,'tax_amount_and_type',tax_amount_and_type)\n  __dataclass_builtins_object__.__setattr__(self,'remittance_amount_and_type',remittance_amount_and_type)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(due_payable_amount={self.due_payable_amount!r}, discount_applied_amount={self.discount_applied_amount!r}, credit_note_amount={self.credit_note_amount!r}, tax_amount={self.tax_amount!r}, adjustment_amount_and_reason={self.adjustment_amount_and_reason!r}, remitted_amount={self.remitted_amount!r}, discount_applied_amount_and_type={self.discount_applied_amount_and_type!r}, tax_amount_and_type={self.tax_amount_and_type!r}, remittance_amount_and_type={self.remittance_amount_and_type!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.due_payable_amount,self.discount_applied_amount,self.credit_note_amount,self.tax_amount,self.adjustment_amount_and_reason,self.remitted_amount,self.discount_applied_amount_and_type,self.tax_amount_and_type,self.remittance_amount_and_type,)==(other.due_payable_amount,other.discount_applied_amount,other.credit_note_amount,other.tax_amount,other.adjustment_amount_and_reason,other.remitted_amount,other.discount_applied_amount_and_type,other.tax_amount_and_type,other.remittance_amount_and_type,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'due_payable_amount\',\'discount_applied_amount\',\'credit_note_amount\',\'tax_amount\',\'adjustment_amount_and_reason\',\'remitted_amount\',\'discount_applied_amount_and_type\',\'tax_amount_and_type\',\'remittance_amount_and_type\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'due_payable_amount\',\'discount_applied_amount\',\'credit_note_amount\',\'tax_amount\',\'adjustment_amount_and_reason\',\'remitted_amount\',\'discount_applied_amount_and_type\',\'tax_amount_and_type\',\'remittance_amount_and_type\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.due_payable_amount,self.discount_applied_amount,self.credit_note_amount,self.tax_amount,self.adjustment_amount_and_reason,self.remitted_amount,self.discount_applied_amount_and_type,self.tax_amount_and_type,self.remittance_amount_and_type,))\n return __hash__',
    "def __create_fn__(_type_type, _type_date, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_date, _return_type):\n def __init__(self,type:_type_type=_dflt_type,date:_type_date=_dflt_date)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'date',date)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, date={self.date!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.date,)==(other.type,other.date,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type\',\'date\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type\',\'date\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type,self.date,))\n return __hash__',
    "def __create_fn__(_type_type, _type_number, _type_related_date, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_number, _dflt_related_date, _return_type):\n def __init__(self,type:_type_type=_dflt_type,number:_type_number=_dflt_number,related_date:_type_related_date=_dflt_related_date)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'number',number)\n  __dataclass_builtins_object__.__setattr__(self,'related_date',related_date)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, number={self.number!r}, related_date={self.related_date!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.number,self.related_date,)==(other.type,other.number,other.related_date,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type\',\'number\',\'related_date\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type\',\'number\',\'related_date\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type,self.number,self.related_date,))\n return __hash__',
    "def __create_fn__(_type_identification, _type_description, _type_amount, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_identification, _dflt_description, _dflt_amount, _return_type):\n def __init__(self,identification:_type_identification=_dflt_identification,description:_type_description=_dflt_description,amount:_type_amount=_dflt_amount)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'identification',identification)\n  __dataclass_builtins_object__.__setattr__(self,'description',description)\n  __dataclass_builtins_object__.__setattr__(self,'amount',amount)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(identification={self.identification!r}, description={self.description!r}, amount={self.amount!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.identification,self.description,self.amount,)==(other.identification,other.description,other.amount,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'identification\',\'description\',\'amount\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'identification\',\'description\',\'amount\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.identification,self.description,self.amount,))\n return __hash__',
    "def __create_fn__(_type_type, _type_number, _type_related_date, _type_related_date_and_type, _type_line_details, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_number, _dflt_related_date, _dflt_related_date_and_type, _dflt_line_details, _return_type):\n def __init__(self,type:_type_type=_dflt_type,number:_type_number=_dflt_number,related_date:_type_related_date=_dflt_related_date,related_date_and_type:_type_related_date_and_type=_dflt_related_date_and_type,line_details:_type_line_details=_dflt_line_details)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'number',number)\n  __dataclass_builtins_object__.__setattr__(self,'related_date',related_date)\n  __dataclass_builtins_object__.__setattr__(self,'related_date_and_type',related_date_and_type)\n  __dataclass_builtins_object__.__setattr__(self,'line_details',line_details)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, number={self.number!r}, related_date={self.related_date!r}, related_date_and_type={self.related_date_and_type!r}, line_details={self.line_details!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.number,self.related_date,self.related_date_and_type,self.line_details,)==(other.type,other.number,other.related_date,other.related_date_and_type,other.line_details,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type\',\'number\',\'related_date\',\'related_date_and_type\',\'line_details\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type\',\'number\',\'related_date\',\'related_date_and_type\',\'line_details\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type,self.number,self.related_date,self.related_date_and_type,self.line_details,))\n return __hash__',
    "def __create_fn__(_type_type, _type_garnishee, _type_garnishment_administrator, _type_reference_number, _type_date, _type_remitted_amount, _type_family_medical_insurance_indicator, _type_employee_termination_indicator, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_garnishee, _dflt_garnishment_administrator, _dflt_reference_number, _dflt_date, _dflt_remitted_amount, _dflt_family_medical_insurance_indicator, _dflt_employee_termination_indicator, _return_type):\n def __init__(self,type:_type_type=_dflt_type,garnishee:_type_garnishee=_dflt_garnishee,garnishment_administrator:_type_garnishment_administrator=_dflt_garnishment_administrator,reference_number:_type_reference_number=_dflt_reference_number,date:_type_date=_dflt_date,remitted_amount:_type_remitted_amount=_dflt_remitted_amount,family_medical_insurance_indicator:_type_family_medical_insurance_indicator=_dflt_family_medical_insurance_indicator,employee_termination_indicator:_type_employee_termination_indicator=_dflt_employee_termination_indicator)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'garnishee',garnishee)\n  __dataclass_builtins_object__.__setattr__(self,'garnishment_administrator',garnishment_administrator)\n  __dataclass_builtins_object__.__setattr__(self,'reference_number',reference_number)\n  __dataclass_builtins_object__.__setattr__(self,'date',date)\n  __dataclass_builtins_object__.__setattr__(self,'remitted_amount',remitted_amount)\n  __dataclass_builtins_object__.__setattr__(self,'family_medical_insurance_indicator',family_medical_insurance_indicator)\n  __dataclass_builtins_object__.__setattr__(self,'employee_termination_indicator',employee_termination_indicator)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type={self.type!r}, garnishee={self.garnishee!r}, garnishment_administrator={self.garnishment_administrator!r}, reference_number={self.reference_number!r}, date={self.date!r}, remitted_amount={self.remitted_amount!r}, family_medical_insurance_indicator={self.family_medical_insurance_indicator!r}, employee_termination_indicator={self.employee_termination_indicator!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type,self.garnishee,self.garnishment_administrator,self.reference_number,self.date,self.remitted_amount,self.family_medical_insurance_indicator,self.employee_termination_indicator,)==(other.type,other.garnishee,other.garnishment_administrator,other.reference_number,other.date,other.remitted_amount,other.family_medical_insurance_indicator,other.employee_termination_indicator,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type\',\'garnishee\',\'garnishment_administrator\',\'reference_number\',\'date\',\'remitted_amount\',\'family_medical_insurance_indicator\',\'employee_termination_indicator\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type\',\'garnishee\',\'garnishment_administrator\',\'reference_number\',\'date\',\'remitted_amount\',\'family_medical_insurance_indicator\',\'employee_termination_indicator\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type,self.garnishee,self.garnishment_administrator,self.reference_number,self.date,self.remitted_amount,self.family_medical_insurance_indicator,self.employee_termination_indicator,))\n return __hash__',
    "def __create_fn__(_type_unique_transaction_identifier, _type_amount, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unique_transaction_identifier, _dflt_amount, _return_type):\n def __init__(self,unique_transaction_identifier:_type_unique_transaction_identifier=_dflt_unique_transaction_identifier,amount:_type_amount=_dflt_amount)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'unique_transaction_identifier',unique_transaction_identifier)\n  __dataclass_builtins_object__.__setattr__(self,'amount',amount)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(unique_transaction_identifier={self.unique_transaction_identifier!r}, amount={self.amount!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.unique_transaction_identifier,self.amount,)==(other.unique_transaction_identifier,other.amount,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'unique_transaction_identifier\',\'amount\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'unique_transaction_identifier\',\'amount\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.unique_transaction_identifier,self.amount,))\n return __hash__',
    "def __create_fn__(_type_creditor_reference, _type_additional_information, _type_referred_document_information, _type_referred_document_amount, _type_invoicer, _type_invoicee, _type_tax_remittance, _type_garnishment_remittance, _type_securities_data, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_creditor_reference, _dflt_additional_information, _dflt_referred_document_information, _dflt_referred_document_amount, _dflt_invoicer, _dflt_invoicee, _dflt_tax_remittance, _dflt_garnishment_remittance, _dflt_securities_data, _return_type):\n def __init__(self,creditor_reference:_type_creditor_reference=_dflt_creditor_reference,additional_information:_type_additional_information=_dflt_additional_information,referred_document_information:_type_referred_document_information=_dflt_referred_document_information,referred_document_amount:_type_referred_document_amount=_dflt_referred_document_amount,invoicer:_type_invoicer=_dflt_invoicer,invoicee:_type_invoicee=_dflt_invoicee,tax_remittance:_type_tax_remittance=_dflt_tax_remittance,garnishment_remittance:_type_garnishment_remittance=_dflt_garnishment_remittance,securities_data:_type_securities_data=_dflt_securities_data)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'creditor_reference',creditor_reference)\n  __dataclass_builtins_object__.__setattr__(self,'additional_information',additional_information)\n  __dataclass_builtins_object__.__setattr__(self,'referred_document_information',referred_document_information)\n  __dataclass_builtins_object__.__setattr__(self,'referred_document_amount',referred_document_amount)\n  __dataclass_builtins_object__.__setattr__(self,'invoicer',invoicer)\n  __dataclass_builtins_object__.__setattr__(self,'invoicee',invoicee)\n  __dataclass_builtins_object__.__setattr__(self,'tax_remittance',tax_remittance)\n  __dataclass_builtins_object__.__setattr__(self,'garnishment_remittance',garnishment_remittance)\n  __dataclass_builtins_object__.__setattr__(self,'securities_data',securities_data)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(creditor_reference={self.creditor_reference!r}, additional_information={self.additional_information!r}, referred_document_information={self.referred_document_information!r}, referred_document_amount={self.referred_document_amount!r}, invoicer={self.invoicer!r}, invoicee={self.invoicee!r}, tax_remittance={self.tax_remittance!r}, garnishment_remittance={self.garnishment_remittance!r}, securities_data={self.securities_data!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.creditor_reference,self.additional_information,self.referred_document_information,self.referred_document_amount,self.invoicer,self.invoicee,self.tax_remittance,self.garnishment_remittance,self.securities_data,)==(other.creditor_reference,other.additional_information,other.referred_document_information,other.referred_document_amount,other.invoicer,other.invoicee,other.tax_remittance,other.garnishment_remittance,other.securities_data,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'creditor_reference\',\'additional_information\',\'referred_document_information\',\'referred_document_amount\',\'invoicer\',\'invoicee\',\'tax_remittance\',\'garnishment_remittance\',\'securities_data\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'creditor_reference\',\'additional_information\',\'referred_document_information\',\'referred_document_amount\',\'invoicer\',\'invoicee\',\'tax_remittance\',\'garnishment_remittance\',\'securities_data\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.creditor_reference,self.additional_information,self.referred_document_information,self.referred_document_amount,self.invoicer,self.invoicee,self.tax_remittance,self.garnishment_remittance,self.securities_data,))\n return __hash__',
    "def __create_fn__(_type_unstructured, _type_structured, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unstructured, _dflt_structured, _return_type):\n def __init__(self,unstructured:_type_unstructured=_dflt_unstructured,structured:_type_structured=_dflt_structured)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'unstructured',unstructured)\n  __dataclass_builtins_object__.__setattr__(self,'structured',structured)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(unstructured={self.unstructured!r}, structured={self.structured!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.unstructured,self.structured,)==(other.unstructured,other.structured,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'unstructured\',\'structured\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'unstructured\',\'structured\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.unstructured,self.structured,))\n return __hash__',
    "def __create_fn__(_type_method, _type_electronic_address, _type_postal_address, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_method, _dflt_electronic_address, _dflt_postal_address, _return_type):\n def __init__(self,method:_type_method=_dflt_method,electronic_address:_type_electronic_address=_dflt_electronic_address,postal_address:_type_postal_address=_dflt_postal_address)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'method',method)\n  __dataclass_builtins_object__.__setattr__(self,'electronic_address',electronic_address)\n  __dataclass_builtins_object__.__setattr__(self,'postal_address',postal_address)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(method={self.method!r}, electronic_address={self.electronic_address!r}, postal_address={self.postal_address!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.method,self.electronic_address,self.postal_address,)==(other.method,other.electronic_address,other.postal_address,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'method\',\'electronic_address\',\'postal_address\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'method\',\'electronic_address\',\'postal_address\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.method,self.electronic_address,self.postal_address,))\n return __hash__',
    "def __create_fn__(_type_remittance_identification, _type_remittance_location_method, _type_remittance_location_electronic_address, _type_remittance_location_postal_address, _type_remittance_location_details, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_remittance_identification, _dflt_remittance_location_method, _dflt_remittance_location_electronic_address, _dflt_remittance_location_postal_address, _dflt_remittance_location_details, _return_type):\n def __init__(self,remittance_identification:_type_remittance_identification=_dflt_remittance_identification,remittance_location_method:_type_remittance_location_method=_dflt_remittance_location_method,remittance_location_electronic_address:_type_remittance_location_electronic_address=_dflt_remittance_location_electronic_address,remittance_location_postal_address:_type_remittance_location_postal_address=_dflt_remittance_location_postal_address,remittance_location_details:_type_remittance_location_details=_dflt_remittance_location_details)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'remittance_identification',remittance_identification)\n  __dataclass_builtins_object__.__setattr__(self,'remittance_location_method',remittance_location_method)\n  __dataclass_builtins_object__.__setattr__(self,'remittance_location_electronic_address',remittance_location_electronic_address)\n  __dataclass_builtins_object__.__setattr__(self,'remittance_location_postal_address',remittance_location_postal_address)\n  __dataclass_builtins_object__.__setattr__(self,'remittance_location_details',remittance_location_details)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(remittance_identification={self.remittance_identification!r}, remittance_location_method={self.remittance_location_method!r}, remittance_location_electronic_address={self.remittance_location_electronic_address!r}, remittance_location_postal_address={self.remittance_location_postal_address!r}, remittance_location_details={self.remittance_location_details!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.remittance_identification,self.remittance_location_method,self.remittance_location_electronic_address,self.remittance_location_postal_address,self.remittance_location_details,)==(other.remittance_identification,other.remittance_location_method,other.remittance_location_electronic_address,other.remittance_location_postal_address,other.remittance_location_details,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'remittance_identification\',\'remittance_location_method\',\'remittance_location_electronic_address\',\'remittance_location_postal_address\',\'remittance_location_details\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'remittance_identification\',\'remittance_location_method\',\'remittance_location_electronic_address\',\'remittance_location_postal_address\',\'remittance_location_details\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.remittance_identification,self.remittance_location_method,self.remittance_location_electronic_address,self.remittance_location_postal_address,self.remittance_location_details,))\n return __hash__',
    "def __create_fn__(_type_kind, _type_xpath, _type_pointer, _type_line, _type_field_lines, _type_layout, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_line, _dflt_field_lines, _dflt_layout, _return_type):\n def __init__(self,kind:_type_kind,xpath:_type_xpath,pointer:_type_pointer,line:_type_line=_dflt_line,field_lines:_type_field_lines=_HAS_DEFAULT_FACTORY,layout:_type_layout=_dflt_layout)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'xpath',xpath)\n  __dataclass_builtins_object__.__setattr__(self,'pointer',pointer)\n  __dataclass_builtins_object__.__setattr__(self,'line',line)\n  __dataclass_builtins_object__.__setattr__(self,'field_lines',_dflt_field_lines() if field_lines is _HAS_DEFAULT_FACTORY else field_lines)\n  __dataclass_builtins_object__.__setattr__(self,'layout',layout)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, xpath={self.xpath!r}, pointer={self.pointer!r}, line={self.line!r}, field_lines={self.field_lines!r}, layout={self.layout!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.xpath,self.pointer,self.line,self.field_lines,self.layout,)==(other.kind,other.xpath,other.pointer,other.line,other.field_lines,other.layout,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'xpath\',\'pointer\',\'line\',\'field_lines\',\'layout\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'xpath\',\'pointer\',\'line\',\'field_lines\',\'layout\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.xpath,self.pointer,self.line,self.field_lines,self.layout,))\n return __hash__',
    "def __create_fn__(_type_amount, _type_creditor, _type_creditor_account, _type_end_to_end_id, _type_instruction_id, _type_creditor_agent, _type_remittance, _type_origin, _type_uetr, _type_payment_type_information, _type_equivalent_amount, _type_exchange_rate_information, _type_charge_bearer, _type_mandate_related_information, _type_cheque_instruction, _type_ultimate_debtor, _type_intermediary_agent1, _type_intermediary_agent1_account, _type_intermediary_agent2, _type_intermediary_agent2_account, _type_intermediary_agent3, _type_intermediary_agent3_account, _type_creditor_agent_account, _type_ultimate_creditor, _type_instruction_for_creditor_agent, _type_instruction_for_debtor_agent, _type_instruction_for_debtor_agent_code, _type_purpose, _type_regulatory_reporting, _type_tax, _type_related_remittance_information, _type_supplementary_data, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_creditor, _dflt_creditor_account, _dflt_end_to_end_id, _dflt_instruction_id, _dflt_creditor_agent, _dflt_remittance, _dflt_origin, _dflt_uetr, _dflt_payment_type_information, _dflt_equivalent_amount, _dflt_exchange_rate_information, _dflt_charge_bearer, _dflt_mandate_related_information, _dflt_cheque_instruction, _dflt_ultimate_debtor, _dflt_intermediary_agent1, _dflt_intermediary_agent1_account, _dflt_intermediary_agent2, _dflt_intermediary_agent2_account, _dflt_intermediary_agent3, _dflt_intermediary_agent3_account, _dflt_creditor_agent_account, _dflt_ultimate_creditor, _dflt_instruction_for_creditor_agent, _dflt_instruction_for_debtor_agent, _dflt_instruction_for_debtor_agent_code, _dflt_purpose, _dflt_regulatory_reporting, _dflt_tax, _dflt_related_remittance_information, _dflt_supplementary_data, _return_type):\n def __init__(self,amount:_type_amount,creditor:_type_creditor=_dflt_creditor,creditor_account:_type_creditor_account=_dflt_creditor_account,end_to_end_id:_type_end_to_end_id=_dflt_end_to_end_id,instruction_id:_type_instruction_id=_dflt_instruction_id,creditor_agent:_type_creditor_agent=_dflt_creditor_agent,remittance:_type_remittance=_dflt_remittance,origin:_type_origin=_dflt_origin,uetr:_type_uetr=_dflt_uetr,payment_type_information:_type_payment_type_information=_dflt_payment_type_information,equivalent_amount:_type_equivalent_amount=_dflt_equivalent_amount,exchange_rate_information:_type_exchange_rate_information=_dflt_exchange_rate_information,charge_bearer:_type_charge_bearer=_dflt_charge_bearer,mandate_related_information:_type_mandate_related_information=_dflt_mandate_related_information,cheque_instruction:_type_cheque_instruction=_dflt_cheque_instruction,ultimate_debtor:_type_ultimate_debtor=_dflt_ultimate_debtor,intermediary_agent1:_type_intermediary_agent1=_dflt_intermediary_agent1,intermediary_agent1_account:_type_intermediary_agent1_account=_dflt_intermediary_agent1_account,intermediary_agent2:_type_intermediary_agent2=_dflt_intermediary_agent2,intermediary_agent2_account:_type_intermediary_agent2_account=_dflt_intermediary_agent2_account,intermediary_agent3:_type_intermediary_agent3=_dflt_intermediary_agent3,intermediary_agent3_account:_type_intermediary_agent3_account=_dflt_intermediary_agent3_account,creditor_agent_account:_type_creditor_agent_account=_dflt_creditor_agent_account,ultimate_creditor:_type_ultimate_creditor=_dflt_ultimate_creditor,instruction_for_creditor_agent:_type_instruction_for_creditor_agent=_dflt_instruction_for_creditor_agent,instruction_for_debtor_agent:_type_instruction_for_debtor_agent=_dflt_instruction_for_debtor_agent,instruction_for_debtor_agent_code:_type_instruction_for_debtor_agent_code=_dflt_instruction_for_debtor_agent_code,purpose:_type_purpose=_dflt_purpose,regulatory_reporting:_type_regulatory_reporting=_dflt_regulatory_reporting,tax:_type_tax=_dflt_tax,related_remittance_information:_type_related_remittance_information=_dflt_related_remittance_information,supplementary_data:_type_supplementary_data=_dflt_supplementary_data)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'amount',amount)\n  __dataclass_builtins_object__.__setattr__(self,'creditor',creditor)\n  __dataclass_builtins_object__.__setattr__(self,'creditor_account',creditor_account)\n  __dataclass_builtins_object__.__setattr__(self,'end_to_end_id',end_to_end_id)\n  __dataclass_builtins_object__.__setattr__(self,'instruction_id',instruction_id)\n  __dataclass_builtins_object__.__setattr__(self,'creditor_agent',creditor_agent)\n  __dataclass_builtins_object__.__setattr__(self,'remittance',remittance)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n  __dataclass_builtins_object__.__setattr__(self,'uetr',uetr)\n  __dataclass_builtins_object__.__setattr__(self,'payment_type_information',payment_type_information)\n  __dataclass_builtins_object__.__setattr__(self,'equivalent_amount',equivalent_amount)\n  __dataclass_builtins_object__.__setattr__(self,'exchange_rate_information',exchange_rate_information)\n  __dataclass_builtins_object__.__setattr__(self,'charge_bearer',charge_bearer)\n  __dataclass_builtins_object__.__setattr__(self,'mandate_related_information',mandate_related_information)\n  __dataclass_builtins_object__.__setattr__(self,'cheque_instruction',cheque_instruction)\n  __dataclass_builtins_object__.__setattr__(self,'ultimate_debtor',ultimate_debtor)\n  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent1',intermediary_agent1)\n  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent1_account',intermediary_agent1_account)\n  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent2',intermediary_agent2)\n  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent2_account',intermediary_agent2_account)\n  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent3',intermediary_agent3)\n  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent3_account',intermediary_agent3_account)\n  __dataclass_builtins_object__.__setattr__(self,'creditor_agent_account',creditor_agent_account)\n  __dataclass_builtins_object__.__setattr__(self,'ultimate_creditor',ultimate_creditor)\n  __dataclass_builtins_object__.__setattr__(self,'instruction_for_creditor_agent',instruction_for_creditor_agent)\n  __dataclass_builtins_object__.__setattr__(self,'instruction_for_debtor_agent',instruction_for_debtor_agent)\n  __dataclass_builtins_object__.__setattr__(self,'instruction_for_debtor_agent_code',instruction_for_debtor_agent_code)\n  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)\n  __dataclass_builtins_object__.__setattr__(self,'regulatory_reporting',regulatory_reporting)\n  __dataclass_builtins_object__.__setattr__(self,'tax',tax)\n  __dataclass_builtins_object__.__setattr__(self,'related_remittance_information',related_remittance_information)\n  __dataclass_builtins_object__.__setattr__(self,'supplementary_data',supplementary_data)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(amount={self.amount!r}, creditor={self.creditor!r}, creditor_account={self.creditor_account!r}, end_to_end_id={self.end_to_end_id!r}, instruction_id={self.instruction_id!r}, creditor_agent={self.creditor_agent!r}, remittance={self.remittance!r}, origin={self.origin!r}, uetr={self.uetr!r}, payment_type_information={self.payment_type_information!r}, equivalent_amount={self.equivalent_amount!r}, exchange_rate_information={self.exchange_rate_information!r}, charge_bearer={self.charge_bearer!r}, mandate_related_information={self.mandate_related_information!r}, cheque_instruction={self.cheque_instruction!r}, ultimate_debtor={self.ultimate_debtor!r}, intermediary_agent1={self.intermediary_agent1!r}, intermediary_agent1_account={self.intermediary_agent1_account!r}, intermediary_agent2={self.intermediary_agent2!r}, intermediary_agent2_account={self.intermediary_agent2_account!r}, intermediary_agent3={self.intermediary_agent3!r}, intermediary_agent3_account={self.intermediary_agent3_account!r}, creditor_agent_account={self.creditor_agent_account!r}, ultimate_creditor={self.ultimate_creditor!r}, instruction_for_creditor_agent={self.instruction_for_creditor_agent!r}, instruction_for_debtor_agent={self.instruction_for_debtor_agent!r}, instruction_for_debtor_agent_code={self.instruction_for_debtor_agent_code!r}, purpose={self.purpose!r}, regulatory_reporting={self.regulatory_reporting!r}, tax={self.tax!r}, related_remittance_information={self.related_remittance_information!r}, supplementary_data={self.supplementary_data!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.amount,self.creditor,self.creditor_account,self.end_to_end_id,self.instruction_id,self.creditor_agent,self.remittance,self.origin,self.uetr,self.payment_type_information,self.equivalent_amount,self.exchange_rate_information,self.charge_bearer,self.mandate_related_information,self.cheque_instruction,self.ultimate_debtor,self.intermediary_agent1,self.intermediary_agent1_account,self.intermediary_agent2,self.intermediary_agent2_account,self.intermediary_agent3,self.intermediary_agent3_account,self.creditor_agent_account,self.ultimate_creditor,self.instruction_for_creditor_agent,self.instruction_for_debtor_agent,self.instruction_for_debtor_agent_code,self.purpose,self.regulatory_reporting,self.tax,self.related_remittance_information,self.supplementary_data,)==(other.amount,other.creditor,other.creditor_account,other.end_to_end_id,other.instruction_id,other.creditor_agent,other.remittance,other.origin,other.uetr,other.payment_type_information,other.equivalent_amount,other.exchange_rate_information,other.charge_bearer,other.mandate_related_information,other.cheque_instruction,other.ultimate_debtor,other.intermediary_agent1,other.intermediary_agent1_account,other.intermediary_agent2,other.intermediary_agent2_account,other.intermediary_agent3,other.intermediary_agent3_account,other.creditor_agent_account,other.ultimate_creditor,other.instruction_for_creditor_agent,other.instruction_for_debtor_agent,other.instruction_for_debtor_agent_code,other.purpose,other.regulatory_reporting,other.tax,other.related_remittance_information,other.supplementary_data,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'amount\',\'creditor\',\'creditor_account\',\'end_to_end_id\',\'instruction_id\',\'creditor_agent\',\'remittance\',\'origin\',\'uetr\',\'payment_type_information\',\'equivalent_amount\',\'exchange_rate_information\',\'charge_bearer\',\'mandate_related_information\',\'cheque_instruction\',\'ultimate_debtor\',\'intermediary_agent1\',\'intermediary_agent1_account\',\'intermediary_agent2\',\'intermediary_agent2_account\',\'intermediary_agent3\',\'intermediary_agent3_account\',\'creditor_agent_account\',\'ultimate_creditor\',\'instruction_for_creditor_agent\',\'instruction_for_debtor_agent\',\'instruction_for_debtor_agent_code\',\'purpose\',\'regulatory_reporting\',\'tax\',\'related_remittance_information\',\'supplementary_data\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'amount\',\'creditor\',\'creditor_account\',\'end_to_end_id\',\'instruction_id\',\'creditor_agent\',\'remittance\',\'origin\',\'uetr\',\'payment_type_information\',\'equivalent_amount\',\'exchange_rate_information\',\'charge_bearer\',\'mandate_related_information\',\'cheque_instruction\',\'ultimate_debtor\',\'intermediary_agent1\',\'intermediary_agent1_account\',\'intermediary_agent2\',\'intermediary_agent2_account\',\'intermediary_agent3\',\'intermediary_agent3_account\',\'creditor_agent_account\',\'ultimate_creditor\',\'instruction_for_creditor_agent\',\'instruction_for_debtor_agent\',\'instruction_for_debtor_agent_code\',\'purpose\',\'regulatory_reporting\',\'tax\',\'related_remittance_information\',\'supplementary_data\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.amount,self.creditor,self.creditor_account,self.end_to_end_id,self.instruction_id,self.creditor_agent,self.remittance,self.origin,self.uetr,self.payment_type_information,self.equivalent_amount,self.exchange_rate_information,self.charge_bearer,self.mandate_related_information,self.cheque_instruction,self.ultimate_debtor,self.intermediary_agent1,self.intermediary_agent1_account,self.intermediary_agent2,self.intermediary_agent2_account,self.intermediary_agent3,self.intermediary_agent3_account,self.creditor_agent_account,self.ultimate_creditor,self.instruction_for_creditor_agent,self.instruction_for_debtor_agent,self.instruction_for_debtor_agent_code,self.purpose,self.regulatory_reporting,self.tax,self.related_remittance_information,self.supplementary_data,))\n return __hash__',
    "def __create_fn__(_type_payment_info_id, _type_debtor, _type_debtor_account, _type_debtor_agent, _type_payment_method, _type_batch_booking, _type_requested_execution_date, _type_number_of_transactions, _type_control_sum, _type_transactions, _type_origin, _type_requested_execution_date_time, _type_requested_advice_type, _type_payment_type_information, _type_pooling_adjustment_date, _type_debtor_agent_account, _type_instruction_for_debtor_agent, _type_ultimate_debtor, _type_charge_bearer, _type_charges_account, _type_charges_account_agent, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_payment_info_id, _dflt_debtor, _dflt_debtor_account, _dflt_debtor_agent, _dflt_payment_method, _dflt_batch_booking, _dflt_requested_execution_date, _dflt_number_of_transactions, _dflt_control_sum, _dflt_transactions, _dflt_origin, _dflt_requested_execution_date_time, _dflt_requested_advice_type, _dflt_payment_type_information, _dflt_pooling_adjustment_date, _dflt_debtor_agent_account, _dflt_instruction_for_debtor_agent, _dflt_ultimate_debtor, _dflt_charge_bearer, _dflt_charges_account, _dflt_charges_account_agent, _return_type):\n def __init__(self,payment_info_id:_type_payment_info_id=_dflt_payment_info_id,debtor:_type_debtor=_dflt_debtor,debtor_account:_type_debtor_account=_dflt_debtor_account,debtor_agent:_type_debtor_agent=_dflt_debtor_agent,payment_method:_type_payment_method=_dflt_payment_method,batch_booking:_type_batch_booking=_dflt_batch_booking,requested_execution_date:_type_requested_execution_date=_dflt_requested_execution_date,number_of_transactions:_type_number_of_transactions=_dflt_number_of_transactions,control_sum:_type_control_sum=_dflt_control_sum,transactions:_type_transactions=_dflt_transactions,origin:_type_origin=_dflt_origin,requested_execution_date_time:_type_requested_execution_date_time=_dflt_requested_execution_date_time,requested_advice_type:_type_requested_advice_type=_dflt_requested_advice_type,payment_type_information:_type_payment_type_information=_dflt_payment_type_information,pooling_adjustment_date:_type_pooling_adjustment_date=_dflt_pooling_adjustment_date,debtor_agent_account:_type_debtor_agent_account=_dflt_debtor_agent_account,instruction_for_debtor_agent:_type_instruction_for_debtor_agent=_dflt_instruction_for_debtor_agent,ultimate_debtor:_type_ultimate_debtor=_dflt_ultimate_debtor,charge_bearer:_type_charge_bearer=_dflt_charge_bearer,charges_account:_type_charges_account=_dflt_charges_account,charges_account_agent:_type_charges_account_agent=_dflt_charges_account_agent)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'payment_info_id',payment_info_id)\n  __dataclass_builtins_object__.__setattr__(self,'debtor',debtor)\n  __dataclass_builtins_object__.__setattr__(self,'debtor_account',debtor_account)\n  __dataclass_builtins_object__.__setattr__(self,'debtor_agent',debtor_agent)\n  __dataclass_builtins_object__.__setattr__(self,'payment_method',payment_method)\n  __dataclass_builtins_object__.__setattr__(self,'batch_booking',batch_booking)\n  __dataclass_builtins_object__.__setattr__(self,'requested_execution_date',requested_execution_date)\n  __dataclass_builtins_object__.__setattr__(self,'number_of_transactions',number_of_transactions)\n  __dataclass_builtins_object__.__setattr__(self,'control_sum',control_sum)\n  __dataclass_builtins_object__.__setattr__(self,'transactions',transactions)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n  __dataclass_builtins_object__.__setattr__(self,'requested_execution_date_time',requested_execution_date_time)\n  __dataclass_builtins_object__.__setattr__(self,'requested_advice_type',requested_advice_type)\n  __dataclass_builtins_object__.__setattr__(self,'payment_type_information',payment_type_information)\n  __dataclass_builtins_object__.__setattr__(self,'pooling_adjustment_date',pooling_adjustment_date)\n  __dataclass_builtins_object__.__setattr__(self,'debtor_agent_account',debtor_agent_account)\n  __dataclass_builtins_object__.__setattr__(self,'instruction_for_debtor_agent',instruction_for_debtor_agent)\n  __dataclass_builtins_object__.__setattr__(self,'ultimate_debtor',ultimate_debtor)\n  __dataclass_builtins_object__.__setattr__(self,'charge_bearer',charge_bearer)\n  __dataclass_builtins_object__.__setattr__(self,'charges_account',charges_account)\n  __dataclass_builtins_object__.__setattr__(self,'charges_account_agent',charges_account_agent)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(payment_info_id={self.payment_info_id!r}, debtor={self.debtor!r}, debtor_account={self.debtor_account!r}, debtor_agent={self.debtor_agent!r}, payment_method={self.payment_method!r}, batch_booking={self.batch_booking!r}, requested_execution_date={self.requested_execution_date!r}, number_of_transactions={self.number_of_transactions!r}, control_sum={self.control_sum!r}, transactions={self.transactions!r}, origin={self.origin!r}, requested_execution_date_time={self.requested_execution_date_time!r}, requested_advice_type={self.requested_advice_type!r}, payment_type_information={self.payment_type_information!r}, pooling_adjustment_date={self.pooling_adjustment_date!r}, debtor_agent_account={self.debtor_agent_account!r}, instruction_for_debtor_agent={self.instruction_for_debtor_agent!r}, ultimate_debtor={self.ultimate_debtor!r}, charge_bearer={self.charge_bearer!r}, charges_account={self.charges_account!r}, charges_account_agent={self.charges_account_agent!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.payment_info_id,self.debtor,self.debtor_account,self.debtor_agent,self.payment_method,self.batch_booking,self.requested_execution_date,self.number_of_transactions,self.control_sum,self.transactions,self.origin,self.requested_execution_date_time,self.requested_advice_type,self.payment_type_information,self.pooling_adjustment_date,self.debtor_agent_account,self.instruction_for_debtor_agent,self.ultimate_debtor,self.charge_bearer,self.charges_account,self.charges_account_agent,)==(other.payment_info_id,other.debtor,other.debtor_account,other.debtor_agent,other.payment_method,other.batch_booking,other.requested_execution_date,other.number_of_transactions,other.control_sum,other.transactions,other.origin,other.requested_execution_date_time,other.requested_advice_type,other.payment_type_information,other.pooling_adjustment_date,other.debtor_agent_account,other.instruction_for_debtor_agent,other.ultimate_debtor,other.charge_bearer,other.charges_account,other.charges_account_agent,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'payment_info_id\',\'debtor\',\'debtor_account\',\'debtor_agent\',\'payment_method\',\'batch_booking\',\'requested_execution_date\',\'number_of_transactions\',\'control_sum\',\'transactions\',\'origin\',\'requested_execution_date_time\',\'requested_advice_type\',\'payment_type_information\',\'pooling_adjustment_date\',\'debtor_agent_account\',\'instruction_for_debtor_agent\',\'ultimate_debtor\',\'charge_bearer\',\'charges_account\',\'charges_account_agent\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'payment_info_id\',\'debtor\',\'debtor_account\',\'debtor_agent\',\'payment_method\',\'batch_booking\',\'requested_execution_date\',\'number_of_transactions\',\'control_sum\',\'transactions\',\'origin\',\'requested_execution_date_time\',\'requested_advice_type\',\'payment_type_information\',\'pooling_adjustment_date\',\'debtor_agent_account\',\'instruction_for_debtor_agent\',\'ultimate_debtor\',\'charge_bearer\',\'charges_account\',\'charges_account_agent\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.payment_info_id,self.debtor,self.debtor_account,self.debtor_agent,self.payment_method,self.batch_booking,self.requested_execution_date,self.number_of_transactions,self.control_sum,self.transactions,self.origin,self.requested_execution_date_time,self.requested_advice_type,self.payment_type_information,self.pooling_adjustment_date,self.debtor_agent_account,self.instruction_for_debtor_agent,self.ultimate_debtor,self.charge_bearer,self.charges_account,self.charges_account_agent,))\n return __hash__',
    "def __create_fn__(_type_message_id, _type_creation_date_time, _type_number_of_transactions, _type_control_sum, _type_initiating_party, _type_present, _type_origin, _type_authorisation, _type_forwarding_agent, _type_initiation_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_message_id, _dflt_creation_date_time, _dflt_number_of_transactions, _dflt_control_sum, _dflt_initiating_party, _dflt_present, _dflt_origin, _dflt_authorisation, _dflt_forwarding_agent, _dflt_initiation_source, _return_type):\n def __init__(self,message_id:_type_message_id=_dflt_message_id,creation_date_time:_type_creation_date_time=_dflt_creation_date_time,number_of_transactions:_type_number_of_transactions=_dflt_number_of_transactions,control_sum:_type_control_sum=_dflt_control_sum,initiating_party:_type_initiating_party=_dflt_initiating_party,present:_type_present=_dflt_present,origin:_type_origin=_dflt_origin,authorisation:_type_authorisation=_dflt_authorisation,forwarding_agent:_type_forwarding_agent=_dflt_forwarding_agent,initiation_source:_type_initiation_source=_dflt_initiation_source)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'message_id',message_id)\n  __dataclass_builtins_object__.__setattr__(self,'creation_date_time',creation_date_time)\n  __dataclass_builtins_object__.__setattr__(self,'number_of_transactions',number_of_transactions)\n  __dataclass_builtins_object__.__setattr__(self,'control_sum',control_sum)\n  __dataclass_builtins_object__.__setattr__(self,'initiating_party',initiating_party)\n  __dataclass_builtins_object__.__setattr__(self,'present',present)\n  __dataclass_builtins_object__.__setattr__(self,'origin',origin)\n  __dataclass_builtins_object__.__setattr__(self,'authorisation',authorisation)\n  __dataclass_builtins_object__.__setattr__(self,'forwarding_agent',forwarding_agent)\n  __dataclass_builtins_object__.__setattr__(self,'initiation_source',initiation_source)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(message_id={self.message_id!r}, creation_date_time={self.creation_date_time!r}, number_of_transactions={self.number_of_transactions!r}, control_sum={self.control_sum!r}, initiating_party={self.initiating_party!r}, present={self.present!r}, origin={self.origin!r}, authorisation={self.authorisation!r}, forwarding_agent={self.forwarding_agent!r}, initiation_source={self.initiation_source!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.message_id,self.creation_date_time,self.number_of_transactions,self.control_sum,self.initiating_party,self.present,self.origin,self.authorisation,self.forwarding_agent,self.initiation_source,)==(other.message_id,other.creation_date_time,other.number_of_transactions,other.control_sum,other.initiating_party,other.present,other.origin,other.authorisation,other.forwarding_agent,other.initiation_source,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'message_id\',\'creation_date_time\',\'number_of_transactions\',\'control_sum\',\'initiating_party\',\'present\',\'origin\',\'authorisation\',\'forwarding_agent\',\'initiation_source\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'message_id\',\'creation_date_time\',\'number_of_transactions\',\'control_sum\',\'initiating_party\',\'present\',\'origin\',\'authorisation\',\'forwarding_agent\',\'initiation_source\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.message_id,self.creation_date_time,self.number_of_transactions,self.control_sum,self.initiating_party,self.present,self.origin,self.authorisation,self.forwarding_agent,self.initiation_source,))\n return __hash__',
    "def __create_fn__(_type_source_format, _type_psu_redirect_link, _type_psu_id, _type_pain_version, _type_schema_location, _type_envelope, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_psu_redirect_link, _dflt_psu_id, _dflt_pain_version, _dflt_schema_location, _dflt_envelope, _return_type):\n def __init__(self,source_format:_type_source_format,psu_redirect_link:_type_psu_redirect_link=_dflt_psu_redirect_link,psu_id:_type_psu_id=_dflt_psu_id,pain_version:_type_pain_version=_dflt_pain_version,schema_location:_type_schema_location=_dflt_schema_location,envelope:_type_envelope=_dflt_envelope)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'source_format',source_format)\n  __dataclass_builtins_object__.__setattr__(self,'psu_redirect_link',psu_redirect_link)\n  __dataclass_builtins_object__.__setattr__(self,'psu_id',psu_id)\n  __dataclass_builtins_object__.__setattr__(self,'pain_version',pain_version)\n  __dataclass_builtins_object__.__setattr__(self,'schema_location',schema_location)\n  __dataclass_builtins_object__.__setattr__(self,'envelope',envelope)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(source_format={self.source_format!r}, psu_redirect_link={self.psu_redirect_link!r}, psu_id={self.psu_id!r}, pain_version={self.pain_version!r}, schema_location={self.schema_location!r}, envelope={self.envelope!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.source_format,self.psu_redirect_link,self.psu_id,self.pain_version,self.schema_location,self.envelope,)==(other.source_format,other.psu_redirect_link,other.psu_id,other.pain_version,other.schema_location,other.envelope,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'source_format\',\'psu_redirect_link\',\'psu_id\',\'pain_version\',\'schema_location\',\'envelope\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'source_format\',\'psu_redirect_link\',\'psu_id\',\'pain_version\',\'schema_location\',\'envelope\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.source_format,self.psu_redirect_link,self.psu_id,self.pain_version,self.schema_location,self.envelope,))\n return __hash__',
    "def __create_fn__(_type_payment_info, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,payment_info:_type_payment_info)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'payment_info',payment_info)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(payment_info={self.payment_info!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.payment_info,)==(other.payment_info,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'payment_info\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'payment_info\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.payment_info,))\n return __hash__',
    "def __create_fn__(_type_supplementary_data, _type_line, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_line, _return_type):\n def __init__(self,supplementary_data:_type_supplementary_data,line:_type_line=_dflt_line)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'supplementary_data',supplementary_data)\n  __dataclass_builtins_object__.__setattr__(self,'line',line)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(supplementary_data={self.supplementary_data!r}, line={self.line!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.supplementary_data,self.line,)==(other.supplementary_data,other.line,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'supplementary_data\',\'line\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'supplementary_data\',\'line\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.supplementary_data,self.line,))\n return __hash__',
    "def __create_fn__(_type_group_header, _type_payment_infos, _type_psu_redirect_link, _type_psu_id, _type_source_format, _type_pain_version, _type_supplementary_data, _type_supplementary_data_line, _type_schema_location, _type_envelope, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_psu_redirect_link, _dflt_psu_id, _dflt_source_format, _dflt_pain_version, _dflt_supplementary_data, _dflt_supplementary_data_line, _dflt_schema_location, _dflt_envelope, _return_type):\n def __init__(self,group_header:_type_group_header,payment_infos:_type_payment_infos,psu_redirect_link:_type_psu_redirect_link=_dflt_psu_redirect_link,psu_id:_type_psu_id=_dflt_psu_id,source_format:_type_source_format=_dflt_source_format,pain_version:_type_pain_version=_dflt_pain_version,supplementary_data:_type_supplementary_data=_dflt_supplementary_data,supplementary_data_line:_type_supplementary_data_line=_dflt_supplementary_data_line,schema_location:_type_schema_location=_dflt_schema_location,envelope:_type_envelope=_dflt_envelope)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'group_header',group_header)\n  __dataclass_builtins_object__.__setattr__(self,'payment_infos',payment_infos)\n  __dataclass_builtins_object__.__setattr__(self,'psu_redirect_link',psu_redirect_link)\n  __dataclass_builtins_object__.__setattr__(self,'psu_id',psu_id)\n  __dataclass_builtins_object__.__setattr__(self,'source_format',source_format)\n  __dataclass_builtins_object__.__setattr__(self,'pain_version',pain_version)\n  __dataclass_builtins_object__.__setattr__(self,'supplementary_data',supplementary_data)\n  __dataclass_builtins_object__.__setattr__(self,'supplementary_data_line',supplementary_data_line)\n  __dataclass_builtins_object__.__setattr__(self,'schema_location',schema_location)\n  __dataclass_builtins_object__.__setattr__(self,'envelope',envelope)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(group_header={self.group_header!r}, payment_infos={self.payment_infos!r}, psu_redirect_link={self.psu_redirect_link!r}, psu_id={self.psu_id!r}, source_format={self.source_format!r}, pain_version={self.pain_version!r}, supplementary_data={self.supplementary_data!r}, supplementary_data_line={self.supplementary_data_line!r}, schema_location={self.schema_location!r}, envelope={self.envelope!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.group_header,self.payment_infos,self.psu_redirect_link,self.psu_id,self.source_format,self.pain_version,self.supplementary_data,self.supplementary_data_line,self.schema_location,self.envelope,)==(other.group_header,other.payment_infos,other.psu_redirect_link,other.psu_id,other.source_format,other.pain_version,other.supplementary_data,other.supplementary_data_line,other.schema_location,other.envelope,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'group_header\',\'payment_infos\',\'psu_redirect_link\',\'psu_id\',\'source_format\',\'pain_version\',\'supplementary_data\',\'supplementary_data_line\',\'schema_location\',\'envelope\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'group_header\',\'payment_infos\',\'psu_redirect_link\',\'psu_id\',\'source_format\',\'pain_version\',\'supplementary_data\',\'supplementary_data_line\',\'schema_location\',\'envelope\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.group_header,self.payment_infos,self.psu_redirect_link,self.psu_id,self.source_format,self.pain_version,self.supplementary_data,self.supplementary_data_line,self.schema_location,self.envelope,))\n return __hash__',
    'def __create_fn__(_type_start, _type_header, _type_infos, _type_current, _type_txs, _type_end, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_start, _dflt_header, _dflt_infos, _dflt_current, _dflt_txs, _dflt_end, _return_type):\n def __init__(self,start:_type_start=_dflt_start,header:_type_header=_dflt_header,infos:_type_infos=_HAS_DEFAULT_FACTORY,current:_type_current=_dflt_current,txs:_type_txs=_HAS_DEFAULT_FACTORY,end:_type_end=_dflt_end)->_return_type:\n  self.start=start\n  self.header=header\n  self.infos=_dflt_infos() if infos is _HAS_DEFAULT_FACTORY else infos\n  self.current=current\n  self.txs=_dflt_txs() if txs is _HAS_DEFAULT_FACTORY else txs\n  self.end=end\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(start={self.start!r}, header={self.header!r}, infos={self.infos!r}, current={self.current!r}, txs={self.txs!r}, end={self.end!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.start,self.header,self.infos,self.current,self.txs,self.end,)==(other.start,other.header,other.infos,other.current,other.txs,other.end,)\n  return NotImplemented\n return __eq__',
    "def __create_fn__(_type_intents, _type_findings, _type_sources, _type_file, _type_digest, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_file, _dflt_digest, _return_type):\n def __init__(self,intents:_type_intents,findings:_type_findings,sources:_type_sources,file:_type_file=_dflt_file,digest:_type_digest=_dflt_digest)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'intents',intents)\n  __dataclass_builtins_object__.__setattr__(self,'findings',findings)\n  __dataclass_builtins_object__.__setattr__(self,'sources',sources)\n  __dataclass_builtins_object__.__setattr__(self,'file',file)\n  __dataclass_builtins_object__.__setattr__(self,'digest',digest)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(intents={self.intents!r}, findings={self.findings!r}, sources={self.sources!r}, file={self.file!r}, digest={self.digest!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.intents,self.findings,self.sources,self.file,self.digest,)==(other.intents,other.findings,other.sources,other.file,other.digest,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'intents\',\'findings\',\'sources\',\'file\',\'digest\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'intents\',\'findings\',\'sources\',\'file\',\'digest\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.intents,self.findings,self.sources,self.file,self.digest,))\n return __hash__',
    "def __create_fn__(_type_code, _type_type, _type_http, _type_meaning, _type_sandbox_only, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_sandbox_only, _return_type):\n def __init__(self,code:_type_code,type:_type_type,http:_type_http,meaning:_type_meaning,sandbox_only:_type_sandbox_only=_dflt_sandbox_only)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'http',http)\n  __dataclass_builtins_object__.__setattr__(self,'meaning',meaning)\n  __dataclass_builtins_object__.__setattr__(self,'sandbox_only',sandbox_only)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, type={self.type!r}, http={self.http!r}, meaning={self.meaning!r}, sandbox_only={self.sandbox_only!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.type,self.http,self.meaning,self.sandbox_only,)==(other.code,other.type,other.http,other.meaning,other.sandbox_only,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'type\',\'http\',\'meaning\',\'sandbox_only\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'type\',\'http\',\'meaning\',\'sandbox_only\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.type,self.http,self.meaning,self.sandbox_only,))\n return __hash__',
    "def __create_fn__(_type_private_key, _type_service_account, _type_audience, _type_lifetime, _type_clock, _type_jti, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_lifetime, _dflt_clock, _dflt_jti, _return_type):\n def __init__(self,private_key:_type_private_key,service_account:_type_service_account,audience:_type_audience,lifetime:_type_lifetime=_dflt_lifetime,clock:_type_clock=_dflt_clock,jti:_type_jti=_dflt_jti)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'private_key',private_key)\n  __dataclass_builtins_object__.__setattr__(self,'service_account',service_account)\n  __dataclass_builtins_object__.__setattr__(self,'audience',audience)\n  __dataclass_builtins_object__.__setattr__(self,'lifetime',lifetime)\n  __dataclass_builtins_object__.__setattr__(self,'clock',clock)\n  __dataclass_builtins_object__.__setattr__(self,'jti',jti)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(service_account={self.service_account!r}, audience={self.audience!r}, lifetime={self.lifetime!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.private_key,self.service_account,self.audience,self.lifetime,)==(other.private_key,other.service_account,other.audience,other.lifetime,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'private_key\',\'service_account\',\'audience\',\'lifetime\',\'clock\',\'jti\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'private_key\',\'service_account\',\'audience\',\'lifetime\',\'clock\',\'jti\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.private_key,self.service_account,self.audience,self.lifetime,))\n return __hash__',
    "def __create_fn__(_type_id, _type_client_id, _type_tenant_user_id, _type_skill, _type_status, _type_nonce_digest, _type_nonce_issued_at, _type_fired, _type_created_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,id:_type_id,client_id:_type_client_id,tenant_user_id:_type_tenant_user_id,skill:_type_skill,status:_type_status,nonce_digest:_type_nonce_digest,nonce_issued_at:_type_nonce_issued_at,fired:_type_fired,created_at:_type_created_at)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'id',id)\n  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)\n  __dataclass_builtins_object__.__setattr__(self,'tenant_user_id',tenant_user_id)\n  __dataclass_builtins_object__.__setattr__(self,'skill',skill)\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'nonce_digest',nonce_digest)\n  __dataclass_builtins_object__.__setattr__(self,'nonce_issued_at',nonce_issued_at)\n  __dataclass_builtins_object__.__setattr__(self,'fired',fired)\n  __dataclass_builtins_object__.__setattr__(self,'created_at',created_at)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(id={self.id!r}, client_id={self.client_id!r}, tenant_user_id={self.tenant_user_id!r}, skill={self.skill!r}, status={self.status!r}, nonce_digest={self.nonce_digest!r}, nonce_issued_at={self.nonce_issued_at!r}, fired={self.fired!r}, created_at={self.created_at!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.id,self.client_id,self.tenant_user_id,self.skill,self.status,self.nonce_digest,self.nonce_issued_at,self.fired,self.created_at,)==(other.id,other.client_id,other.tenant_user_id,other.skill,other.status,other.nonce_digest,other.nonce_issued_at,other.fired,other.created_at,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'id\',\'client_id\',\'tenant_user_id\',\'skill\',\'status\',\'nonce_digest\',\'nonce_issued_at\',\'fired\',\'created_at\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'id\',\'client_id\',\'tenant_user_id\',\'skill\',\'status\',\'nonce_digest\',\'nonce_issued_at\',\'fired\',\'created_at\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.id,self.client_id,self.tenant_user_id,self.skill,self.status,self.nonce_digest,self.nonce_issued_at,self.fired,self.created_at,))\n return __hash__',
    "def __create_fn__(_type_id, _type_session_id, _type_client_id, _type_skill, _type_data, _type_psu_redirect_link, _type_psu_id, _type_status, _type_bank_payment_id, _type_triggers, _type_fired, _type_created_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,id:_type_id,session_id:_type_session_id,client_id:_type_client_id,skill:_type_skill,data:_type_data,psu_redirect_link:_type_psu_redirect_link,psu_id:_type_psu_id,status:_type_status,bank_payment_id:_type_bank_payment_id,triggers:_type_triggers,fired:_type_fired,created_at:_type_created_at)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'id',id)\n  __dataclass_builtins_object__.__setattr__(self,'session_id',session_id)\n  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)\n  __dataclass_builtins_object__.__setattr__(self,'skill',skill)\n  __dataclass_builtins_object__.__setattr__(self,'data',data)\n  __dataclass_builtins_object__.__setattr__(self,'psu_redirect_link',psu_redirect_link)\n  __dataclass_builtins_object__.__setattr__(self,'psu_id',psu_id)\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'bank_payment_id',bank_payment_id)\n  __dataclass_builtins_object__.__setattr__(self,'triggers',triggers)\n  __dataclass_builtins_object__.__setattr__(self,'fired',fired)\n  __dataclass_builtins_object__.__setattr__(self,'created_at',created_at)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(id={self.id!r}, session_id={self.session_id!r}, client_id={self.client_id!r}, skill={self.skill!r}, data={self.data!r}, psu_redirect_link={self.psu_redirect_link!r}, psu_id={self.psu_id!r}, status={self.status!r}, bank_payment_id={self.bank_payment_id!r}, triggers={self.triggers!r}, fired={self.fired!r}, created_at={self.created_at!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.id,self.session_id,self.client_id,self.skill,self.data,self.psu_redirect_link,self.psu_id,self.status,self.bank_payment_id,self.triggers,self.fired,self.created_at,)==(other.id,other.session_id,other.client_id,other.skill,other.data,other.psu_redirect_link,other.psu_id,other.status,other.bank_payment_id,other.triggers,other.fired,other.created_at,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'id\',\'session_id\',\'client_id\',\'skill\',\'data\',\'psu_redirect_link\',\'psu_id\',\'status\',\'bank_payment_id\',\'triggers\',\'fired\',\'created_at\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'id\',\'session_id\',\'client_id\',\'skill\',\'data\',\'psu_redirect_link\',\'psu_id\',\'status\',\'bank_payment_id\',\'triggers\',\'fired\',\'created_at\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.id,self.session_id,self.client_id,self.skill,self.data,self.psu_redirect_link,self.psu_id,self.status,self.bank_payment_id,self.triggers,self.fired,self.created_at,))\n return __hash__',
    "def __create_fn__(_type_digest, _type_client_id, _type_payment_id, _type_expires_at, _type_used_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,digest:_type_digest,client_id:_type_client_id,payment_id:_type_payment_id,expires_at:_type_expires_at,used_at:_type_used_at)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'digest',digest)\n  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)\n  __dataclass_builtins_object__.__setattr__(self,'payment_id',payment_id)\n  __dataclass_builtins_object__.__setattr__(self,'expires_at',expires_at)\n  __dataclass_builtins_object__.__setattr__(self,'used_at',used_at)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(digest={self.digest!r}, client_id={self.client_id!r}, payment_id={self.payment_id!r}, expires_at={self.expires_at!r}, used_at={self.used_at!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.digest,self.client_id,self.payment_id,self.expires_at,self.used_at,)==(other.digest,other.client_id,other.payment_id,other.expires_at,other.used_at,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'digest\',\'client_id\',\'payment_id\',\'expires_at\',\'used_at\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'digest\',\'client_id\',\'payment_id\',\'expires_at\',\'used_at\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.digest,self.client_id,self.payment_id,self.expires_at,self.used_at,))\n return __hash__',
    "def __create_fn__(_type_id, _type_client_id, _type_payment_id, _type_token_digest, _type_status, _type_created_at, _type_consent_exp, _type_max_data_retention, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,id:_type_id,client_id:_type_client_id,payment_id:_type_payment_id,token_digest:_type_token_digest,status:_type_status,created_at:_type_created_at,consent_exp:_type_consent_exp,max_data_retention:_type_max_data_retention)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'id',id)\n  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)\n  __dataclass_builtins_object__.__setattr__(self,'payment_id',payment_id)\n  __dataclass_builtins_object__.__setattr__(self,'token_digest',token_digest)\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'created_at',created_at)\n  __dataclass_builtins_object__.__setattr__(self,'consent_exp',consent_exp)\n  __dataclass_builtins_object__.__setattr__(self,'max_data_retention',max_data_retention)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(id={self.id!r}, client_id={self.client_id!r}, payment_id={self.payment_id!r}, token_digest={self.token_digest!r}, status={self.status!r}, created_at={self.created_at!r}, consent_exp={self.consent_exp!r}, max_data_retention={self.max_data_retention!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.id,self.client_id,self.payment_id,self.token_digest,self.status,self.created_at,self.consent_exp,self.max_data_retention,)==(other.id,other.client_id,other.payment_id,other.token_digest,other.status,other.created_at,other.consent_exp,other.max_data_retention,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'id\',\'client_id\',\'payment_id\',\'token_digest\',\'status\',\'created_at\',\'consent_exp\',\'max_data_retention\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'id\',\'client_id\',\'payment_id\',\'token_digest\',\'status\',\'created_at\',\'consent_exp\',\'max_data_retention\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.id,self.client_id,self.payment_id,self.token_digest,self.status,self.created_at,self.consent_exp,self.max_data_retention,))\n return __hash__',
    "def __create_fn__(_type_id, _type_client_id, _type_redirect_uri, _type_payment_info, _type_triggers, _type_status, _type_polls, _type_created_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,id:_type_id,client_id:_type_client_id,redirect_uri:_type_redirect_uri,payment_info:_type_payment_info,triggers:_type_triggers,status:_type_status,polls:_type_polls,created_at:_type_created_at)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'id',id)\n  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)\n  __dataclass_builtins_object__.__setattr__(self,'redirect_uri',redirect_uri)\n  __dataclass_builtins_object__.__setattr__(self,'payment_info',payment_info)\n  __dataclass_builtins_object__.__setattr__(self,'triggers',triggers)\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'polls',polls)\n  __dataclass_builtins_object__.__setattr__(self,'created_at',created_at)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(id={self.id!r}, client_id={self.client_id!r}, redirect_uri={self.redirect_uri!r}, payment_info={self.payment_info!r}, triggers={self.triggers!r}, status={self.status!r}, polls={self.polls!r}, created_at={self.created_at!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.id,self.client_id,self.redirect_uri,self.payment_info,self.triggers,self.status,self.polls,self.created_at,)==(other.id,other.client_id,other.redirect_uri,other.payment_info,other.triggers,other.status,other.polls,other.created_at,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'id\',\'client_id\',\'redirect_uri\',\'payment_info\',\'triggers\',\'status\',\'polls\',\'created_at\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'id\',\'client_id\',\'redirect_uri\',\'payment_info\',\'triggers\',\'status\',\'polls\',\'created_at\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.id,self.client_id,self.redirect_uri,self.payment_info,self.triggers,self.status,self.polls,self.created_at,))\n return __hash__',
    "def __create_fn__(_type_digest, _type_bank_payment_id, _type_client_id, _type_redirect_uri, _type_state, _type_code_challenge, _type_expires_at, _type_used_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,digest:_type_digest,bank_payment_id:_type_bank_payment_id,client_id:_type_client_id,redirect_uri:_type_redirect_uri,state:_type_state,code_challenge:_type_code_challenge,expires_at:_type_expires_at,used_at:_type_used_at)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'digest',digest)\n  __dataclass_builtins_object__.__setattr__(self,'bank_payment_id',bank_payment_id)\n  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)\n  __dataclass_builtins_object__.__setattr__(self,'redirect_uri',redirect_uri)\n  __dataclass_builtins_object__.__setattr__(self,'state',state)\n  __dataclass_builtins_object__.__setattr__(self,'code_challenge',code_challenge)\n  __dataclass_builtins_object__.__setattr__(self,'expires_at',expires_at)\n  __dataclass_builtins_object__.__setattr__(self,'used_at',used_at)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(digest={self.digest!r}, bank_payment_id={self.bank_payment_id!r}, client_id={self.client_id!r}, redirect_uri={self.redirect_uri!r}, state={self.state!r}, code_challenge={self.code_challenge!r}, expires_at={self.expires_at!r}, used_at={self.used_at!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.digest,self.bank_payment_id,self.client_id,self.redirect_uri,self.state,self.code_challenge,self.expires_at,self.used_at,)==(other.digest,other.bank_payment_id,other.client_id,other.redirect_uri,other.state,other.code_challenge,other.expires_at,other.used_at,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'digest\',\'bank_payment_id\',\'client_id\',\'redirect_uri\',\'state\',\'code_challenge\',\'expires_at\',\'used_at\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'digest\',\'bank_payment_id\',\'client_id\',\'redirect_uri\',\'state\',\'code_challenge\',\'expires_at\',\'used_at\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.digest,self.bank_payment_id,self.client_id,self.redirect_uri,self.state,self.code_challenge,self.expires_at,self.used_at,))\n return __hash__',
    "def __create_fn__(_type_client_id, _type_client_app_key, _type_secret_hash, _type_name, _type_service_account, _type_public_key, _type_signed_only, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_service_account, _dflt_public_key, _dflt_signed_only, _return_type):\n def __init__(self,client_id:_type_client_id,client_app_key:_type_client_app_key,secret_hash:_type_secret_hash,name:_type_name=_dflt_name,service_account:_type_service_account=_dflt_service_account,public_key:_type_public_key=_dflt_public_key,signed_only:_type_signed_only=_dflt_signed_only)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)\n  __dataclass_builtins_object__.__setattr__(self,'client_app_key',client_app_key)\n  __dataclass_builtins_object__.__setattr__(self,'secret_hash',secret_hash)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'service_account',service_account)\n  __dataclass_builtins_object__.__setattr__(self,'public_key',public_key)\n  __dataclass_builtins_object__.__setattr__(self,'signed_only',signed_only)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(client_id={self.client_id!r}, client_app_key={self.client_app_key!r}, name={self.name!r}, service_account={self.service_account!r}, signed_only={self.signed_only!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.client_id,self.client_app_key,self.secret_hash,self.name,self.service_account,self.public_key,self.signed_only,)==(other.client_id,other.client_app_key,other.secret_hash,other.name,other.service_account,other.public_key,other.signed_only,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'client_id\',\'client_app_key\',\'secret_hash\',\'name\',\'service_account\',\'public_key\',\'signed_only\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'client_id\',\'client_app_key\',\'secret_hash\',\'name\',\'service_account\',\'public_key\',\'signed_only\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.client_id,self.client_app_key,self.secret_hash,self.name,self.service_account,self.public_key,self.signed_only,))\n return __hash__',
    "def __create_fn__(_type_reject_at_authorization, _type_fail_after_authorization, _type_in_process_polls, _type_unavailable_once, _type_rate_limited_once, _type_slow_response_once, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_reject_at_authorization, _dflt_fail_after_authorization, _dflt_in_process_polls, _dflt_unavailable_once, _dflt_rate_limited_once, _dflt_slow_response_once, _return_type):\n def __init__(self,reject_at_authorization:_type_reject_at_authorization=_dflt_reject_at_authorization,fail_after_authorization:_type_fail_after_authorization=_dflt_fail_after_authorization,in_process_polls:_type_in_process_polls=_dflt_in_process_polls,unavailable_once:_type_unavailable_once=_dflt_unavailable_once,rate_limited_once:_type_rate_limited_once=_dflt_rate_limited_once,slow_response_once:_type_slow_response_once=_dflt_slow_response_once)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'reject_at_authorization',reject_at_authorization)\n  __dataclass_builtins_object__.__setattr__(self,'fail_after_authorization',fail_after_authorization)\n  __dataclass_builtins_object__.__setattr__(self,'in_process_polls',in_process_polls)\n  __dataclass_builtins_object__.__setattr__(self,'unavailable_once',unavailable_once)\n  __dataclass_builtins_object__.__setattr__(self,'rate_limited_once',rate_limited_once)\n  __dataclass_builtins_object__.__setattr__(self,'slow_response_once',slow_response_once)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(reject_at_authorization={self.reject_at_authorization!r}, fail_after_authorization={self.fail_after_authorization!r}, in_process_polls={self.in_process_polls!r}, unavailable_once={self.unavailable_once!r}, rate_limited_once={self.rate_limited_once!r}, slow_response_once={self.slow_response_once!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.reject_at_authorization,self.fail_after_authorization,self.in_process_polls,self.unavailable_once,self.rate_limited_once,self.slow_response_once,)==(other.reject_at_authorization,other.fail_after_authorization,other.in_process_polls,other.unavailable_once,other.rate_limited_once,other.slow_response_once,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'reject_at_authorization\',\'fail_after_authorization\',\'in_process_polls\',\'unavailable_once\',\'rate_limited_once\',\'slow_response_once\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'reject_at_authorization\',\'fail_after_authorization\',\'in_process_polls\',\'unavailable_once\',\'rate_limited_once\',\'slow_response_once\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.reject_at_authorization,self.fail_after_authorization,self.in_process_polls,self.unavailable_once,self.rate_limited_once,self.slow_response_once,))\n return __hash__',
    "def __create_fn__(_type_payment, _type_request_id, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,payment:_type_payment,request_id:_type_request_id)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'payment',payment)\n  __dataclass_builtins_object__.__setattr__(self,'request_id',request_id)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(payment={self.payment!r}, request_id={self.request_id!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.payment,self.request_id,)==(other.payment,other.request_id,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'payment\',\'request_id\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'payment\',\'request_id\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.payment,self.request_id,))\n return __hash__',
    "def __create_fn__(_type_db, _type_tenants, _type_clock, _type_public_url, _type_nonce_ttl, _type_temp_token_ttl, _type_consent_ttl, _type_data_retention, _type_slow_response_seconds, _type_max_body_bytes, _type_validator, _type_skills, _type_audiences, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_db, _dflt_tenants, _dflt_clock, _dflt_public_url, _dflt_nonce_ttl, _dflt_temp_token_ttl, _dflt_consent_ttl, _dflt_data_retention, _dflt_slow_response_seconds, _dflt_max_body_bytes, _dflt_validator, _dflt_skills, _dflt_audiences, _return_type):\n def __init__(self,db:_type_db=_dflt_db,tenants:_type_tenants=_dflt_tenants,clock:_type_clock=_dflt_clock,public_url:_type_public_url=_dflt_public_url,nonce_ttl:_type_nonce_ttl=_dflt_nonce_ttl,temp_token_ttl:_type_temp_token_ttl=_dflt_temp_token_ttl,consent_ttl:_type_consent_ttl=_dflt_consent_ttl,data_retention:_type_data_retention=_dflt_data_retention,slow_response_seconds:_type_slow_response_seconds=_dflt_slow_response_seconds,max_body_bytes:_type_max_body_bytes=_dflt_max_body_bytes,validator:_type_validator=_dflt_validator,skills:_type_skills=_dflt_skills,audiences:_type_audiences=_dflt_audiences)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'db',db)\n  __dataclass_builtins_object__.__setattr__(self,'tenants',tenants)\n  __dataclass_builtins_object__.__setattr__(self,'clock',clock)\n  __dataclass_builtins_object__.__setattr__(self,'public_url',public_url)\n  __dataclass_builtins_object__.__setattr__(self,'nonce_ttl',nonce_ttl)\n  __dataclass_builtins_object__.__setattr__(self,'temp_token_ttl',temp_token_ttl)\n  __dataclass_builtins_object__.__setattr__(self,'consent_ttl',consent_ttl)\n  __dataclass_builtins_object__.__setattr__(self,'data_retention',data_retention)\n  __dataclass_builtins_object__.__setattr__(self,'slow_response_seconds',slow_response_seconds)\n  __dataclass_builtins_object__.__setattr__(self,'max_body_bytes',max_body_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'validator',validator)\n  __dataclass_builtins_object__.__setattr__(self,'skills',skills)\n  __dataclass_builtins_object__.__setattr__(self,'audiences',audiences)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(db={self.db!r}, tenants={self.tenants!r}, clock={self.clock!r}, public_url={self.public_url!r}, nonce_ttl={self.nonce_ttl!r}, temp_token_ttl={self.temp_token_ttl!r}, consent_ttl={self.consent_ttl!r}, data_retention={self.data_retention!r}, slow_response_seconds={self.slow_response_seconds!r}, max_body_bytes={self.max_body_bytes!r}, validator={self.validator!r}, skills={self.skills!r}, audiences={self.audiences!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.db,self.tenants,self.clock,self.public_url,self.nonce_ttl,self.temp_token_ttl,self.consent_ttl,self.data_retention,self.slow_response_seconds,self.max_body_bytes,self.validator,self.skills,self.audiences,)==(other.db,other.tenants,other.clock,other.public_url,other.nonce_ttl,other.temp_token_ttl,other.consent_ttl,other.data_retention,other.slow_response_seconds,other.max_body_bytes,other.validator,other.skills,other.audiences,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'db\',\'tenants\',\'clock\',\'public_url\',\'nonce_ttl\',\'temp_token_ttl\',\'consent_ttl\',\'data_retention\',\'slow_response_seconds\',\'max_body_bytes\',\'validator\',\'skills\',\'audiences\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'db\',\'tenants\',\'clock\',\'public_url\',\'nonce_ttl\',\'temp_token_ttl\',\'consent_ttl\',\'data_retention\',\'slow_response_seconds\',\'max_body_bytes\',\'validator\',\'skills\',\'audiences\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.db,self.tenants,self.clock,self.public_url,self.nonce_ttl,self.temp_token_ttl,self.consent_ttl,self.data_retention,self.slow_response_seconds,self.max_body_bytes,self.validator,self.skills,self.audiences,))\n return __hash__',
    "def __create_fn__(_type_location, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,location:_type_location)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'location',location)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(location={self.location!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.location,)==(other.location,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'location\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'location\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.location,))\n return __hash__',
    "def __create_fn__(_type_code, _type_name, _type_meaning, _type_matched, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_matched, _return_type):\n def __init__(self,code:_type_code,name:_type_name,meaning:_type_meaning,matched:_type_matched=_dflt_matched)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'meaning',meaning)\n  __dataclass_builtins_object__.__setattr__(self,'matched',matched)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, name={self.name!r}, meaning={self.meaning!r}, matched={self.matched!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.name,self.meaning,self.matched,)==(other.code,other.name,other.meaning,other.matched,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'name\',\'meaning\',\'matched\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'name\',\'meaning\',\'matched\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.name,self.meaning,self.matched,))\n return __hash__',
    "def __create_fn__(_type_code, _type_proprietary, _type_additional, _type_originator_name, _type_originator_bic, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_code, _dflt_proprietary, _dflt_additional, _dflt_originator_name, _dflt_originator_bic, _return_type):\n def __init__(self,code:_type_code=_dflt_code,proprietary:_type_proprietary=_dflt_proprietary,additional:_type_additional=_dflt_additional,originator_name:_type_originator_name=_dflt_originator_name,originator_bic:_type_originator_bic=_dflt_originator_bic)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'proprietary',proprietary)\n  __dataclass_builtins_object__.__setattr__(self,'additional',additional)\n  __dataclass_builtins_object__.__setattr__(self,'originator_name',originator_name)\n  __dataclass_builtins_object__.__setattr__(self,'originator_bic',originator_bic)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, proprietary={self.proprietary!r}, additional={self.additional!r}, originator_name={self.originator_name!r}, originator_bic={self.originator_bic!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.proprietary,self.additional,self.originator_name,self.originator_bic,)==(other.code,other.proprietary,other.additional,other.originator_name,other.originator_bic,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'proprietary\',\'additional\',\'originator_name\',\'originator_bic\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'proprietary\',\'additional\',\'originator_name\',\'originator_bic\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.proprietary,self.additional,self.originator_name,self.originator_bic,))\n return __hash__',
    "def __create_fn__(_type_code, _type_name, _type_meaning, _type_matched_name, _type_sent_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,code:_type_code,name:_type_name,meaning:_type_meaning,matched_name:_type_matched_name,sent_name:_type_sent_name)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'meaning',meaning)\n  __dataclass_builtins_object__.__setattr__(self,'matched_name',matched_name)\n  __dataclass_builtins_object__.__setattr__(self,'sent_name',sent_name)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, name={self.name!r}, meaning={self.meaning!r}, matched_name={self.matched_name!r}, sent_name={self.sent_name!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.name,self.meaning,self.matched_name,self.sent_name,)==(other.code,other.name,other.meaning,other.matched_name,other.sent_name,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'name\',\'meaning\',\'matched_name\',\'sent_name\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'name\',\'meaning\',\'matched_name\',\'sent_name\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.name,self.meaning,self.matched_name,self.sent_name,))\n return __hash__',
    "def __create_fn__(_type_status, _type_number_of_transactions, _type_control_sum, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_number_of_transactions, _dflt_control_sum, _return_type):\n def __init__(self,status:_type_status,number_of_transactions:_type_number_of_transactions=_dflt_number_of_transactions,control_sum:_type_control_sum=_dflt_control_sum)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'number_of_transactions',number_of_transactions)\n  __dataclass_builtins_object__.__setattr__(self,'control_sum',control_sum)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(status={self.status!r}, number_of_transactions={self.number_of_transactions!r}, control_sum={self.control_sum!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.status,self.number_of_transactions,self.control_sum,)==(other.status,other.number_of_transactions,other.control_sum,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'status\',\'number_of_transactions\',\'control_sum\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'status\',\'number_of_transactions\',\'control_sum\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.status,self.number_of_transactions,self.control_sum,))\n return __hash__',
    "def __create_fn__(_type_status, _type_original_end_to_end_id, _type_original_instruction_id, _type_reasons, _type_amount, _type_currency, _type_debtor_name, _type_debtor_iban, _type_creditor_name, _type_creditor_iban, _type_intent, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_original_end_to_end_id, _dflt_original_instruction_id, _dflt_reasons, _dflt_amount, _dflt_currency, _dflt_debtor_name, _dflt_debtor_iban, _dflt_creditor_name, _dflt_creditor_iban, _dflt_intent, _return_type):\n def __init__(self,status:_type_status,original_end_to_end_id:_type_original_end_to_end_id=_dflt_original_end_to_end_id,original_instruction_id:_type_original_instruction_id=_dflt_original_instruction_id,reasons:_type_reasons=_dflt_reasons,amount:_type_amount=_dflt_amount,currency:_type_currency=_dflt_currency,debtor_name:_type_debtor_name=_dflt_debtor_name,debtor_iban:_type_debtor_iban=_dflt_debtor_iban,creditor_name:_type_creditor_name=_dflt_creditor_name,creditor_iban:_type_creditor_iban=_dflt_creditor_iban,intent:_type_intent=_dflt_intent)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'original_end_to_end_id',original_end_to_end_id)\n  __dataclass_builtins_object__.__setattr__(self,'original_instruction_id',original_instruction_id)\n  __dataclass_builtins_object__.__setattr__(self,'reasons',reasons)\n  __dataclass_builtins_object__.__setattr__(self,'amount',amount)\n  __dataclass_builtins_object__.__setattr__(self,'currency',currency)\n  __dataclass_builtins_object__.__setattr__(self,'debtor_name',debtor_name)\n  __dataclass_builtins_object__.__setattr__(self,'debtor_iban',debtor_iban)\n  __dataclass_builtins_object__.__setattr__(self,'creditor_name',creditor_name)\n  __dataclass_builtins_object__.__setattr__(self,'creditor_iban',creditor_iban)\n  __dataclass_builtins_object__.__setattr__(self,'intent',intent)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(status={self.status!r}, original_end_to_end_id={self.original_end_to_end_id!r}, original_instruction_id={self.original_instruction_id!r}, reasons={self.reasons!r}, amount={self.amount!r}, currency={self.currency!r}, debtor_name={self.debtor_name!r}, debtor_iban={self.debtor_iban!r}, creditor_name={self.creditor_name!r}, creditor_iban={self.creditor_iban!r}, intent={self.intent!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.status,self.original_end_to_end_id,self.original_instruction_id,self.reasons,self.amount,self.currency,self.debtor_name,self.debtor_iban,self.creditor_name,self.creditor_iban,self.intent,)==(other.status,other.original_end_to_end_id,other.original_instruction_id,other.reasons,other.amount,other.currency,other.debtor_name,other.debtor_iban,other.creditor_name,other.creditor_iban,other.intent,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'status\',\'original_end_to_end_id\',\'original_instruction_id\',\'reasons\',\'amount\',\'currency\',\'debtor_name\',\'debtor_iban\',\'creditor_name\',\'creditor_iban\',\'intent\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'status\',\'original_end_to_end_id\',\'original_instruction_id\',\'reasons\',\'amount\',\'currency\',\'debtor_name\',\'debtor_iban\',\'creditor_name\',\'creditor_iban\',\'intent\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.status,self.original_end_to_end_id,self.original_instruction_id,self.reasons,self.amount,self.currency,self.debtor_name,self.debtor_iban,self.creditor_name,self.creditor_iban,self.intent,))\n return __hash__',
    "def __create_fn__(_type_original_id, _type_status, _type_number_of_transactions, _type_control_sum, _type_reasons, _type_per_status, _type_transactions, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_status, _dflt_number_of_transactions, _dflt_control_sum, _dflt_reasons, _dflt_per_status, _dflt_transactions, _return_type):\n def __init__(self,original_id:_type_original_id,status:_type_status=_dflt_status,number_of_transactions:_type_number_of_transactions=_dflt_number_of_transactions,control_sum:_type_control_sum=_dflt_control_sum,reasons:_type_reasons=_dflt_reasons,per_status:_type_per_status=_dflt_per_status,transactions:_type_transactions=_dflt_transactions)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'original_id',original_id)\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'number_of_transactions',number_of_transactions)\n  __dataclass_builtins_object__.__setattr__(self,'control_sum',control_sum)\n  __dataclass_builtins_object__.__setattr__(self,'reasons',reasons)\n  __dataclass_builtins_object__.__setattr__(self,'per_status',per_status)\n  __dataclass_builtins_object__.__setattr__(self,'transactions',transactions)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(original_id={self.original_id!r}, status={self.status!r}, number_of_transactions={self.number_of_transactions!r}, control_sum={self.control_sum!r}, reasons={self.reasons!r}, per_status={self.per_status!r}, transactions={self.transactions!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.original_id,self.status,self.number_of_transactions,self.control_sum,self.reasons,self.per_status,self.transactions,)==(other.original_id,other.status,other.number_of_transactions,other.control_sum,other.reasons,other.per_status,other.transactions,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'original_id\',\'status\',\'number_of_transactions\',\'control_sum\',\'reasons\',\'per_status\',\'transactions\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'original_id\',\'status\',\'number_of_transactions\',\'control_sum\',\'reasons\',\'per_status\',\'transactions\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.original_id,self.status,self.number_of_transactions,self.control_sum,self.reasons,self.per_status,self.transactions,))\n return __hash__',
    "def __create_fn__(_type_message_id, _type_created, _type_original_message_id, _type_original_message_name, _type_group_status, _type_original_created, _type_original_number_of_transactions, _type_original_control_sum, _type_reasons, _type_per_status, _type_payment_infos, _type_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_group_status, _dflt_original_created, _dflt_original_number_of_transactions, _dflt_original_control_sum, _dflt_reasons, _dflt_per_status, _dflt_payment_infos, _dflt_version, _return_type):\n def __init__(self,message_id:_type_message_id,created:_type_created,original_message_id:_type_original_message_id,original_message_name:_type_original_message_name,group_status:_type_group_status=_dflt_group_status,original_created:_type_original_created=_dflt_original_created,original_number_of_transactions:_type_original_number_of_transactions=_dflt_original_number_of_transactions,original_control_sum:_type_original_control_sum=_dflt_original_control_sum,reasons:_type_reasons=_dflt_reasons,per_status:_type_per_status=_dflt_per_status,payment_infos:_type_payment_infos=_dflt_payment_infos,version:_type_version=_dflt_version)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'message_id',message_id)\n  __dataclass_builtins_object__.__setattr__(self,'created',created)\n  __dataclass_builtins_object__.__setattr__(self,'original_message_id',original_message_id)\n  __dataclass_builtins_object__.__setattr__(self,'original_message_name',original_message_name)\n  __dataclass_builtins_object__.__setattr__(self,'group_status',group_status)\n  __dataclass_builtins_object__.__setattr__(self,'original_created',original_created)\n  __dataclass_builtins_object__.__setattr__(self,'original_number_of_transactions',original_number_of_transactions)\n  __dataclass_builtins_object__.__setattr__(self,'original_control_sum',original_control_sum)\n  __dataclass_builtins_object__.__setattr__(self,'reasons',reasons)\n  __dataclass_builtins_object__.__setattr__(self,'per_status',per_status)\n  __dataclass_builtins_object__.__setattr__(self,'payment_infos',payment_infos)\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(message_id={self.message_id!r}, created={self.created!r}, original_message_id={self.original_message_id!r}, original_message_name={self.original_message_name!r}, group_status={self.group_status!r}, original_created={self.original_created!r}, original_number_of_transactions={self.original_number_of_transactions!r}, original_control_sum={self.original_control_sum!r}, reasons={self.reasons!r}, per_status={self.per_status!r}, payment_infos={self.payment_infos!r}, version={self.version!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.message_id,self.created,self.original_message_id,self.original_message_name,self.group_status,self.original_created,self.original_number_of_transactions,self.original_control_sum,self.reasons,self.per_status,self.payment_infos,self.version,)==(other.message_id,other.created,other.original_message_id,other.original_message_name,other.group_status,other.original_created,other.original_number_of_transactions,other.original_control_sum,other.reasons,other.per_status,other.payment_infos,other.version,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'message_id\',\'created\',\'original_message_id\',\'original_message_name\',\'group_status\',\'original_created\',\'original_number_of_transactions\',\'original_control_sum\',\'reasons\',\'per_status\',\'payment_infos\',\'version\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'message_id\',\'created\',\'original_message_id\',\'original_message_name\',\'group_status\',\'original_created\',\'original_number_of_transactions\',\'original_control_sum\',\'reasons\',\'per_status\',\'payment_infos\',\'version\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.message_id,self.created,self.original_message_id,self.original_message_name,self.group_status,self.original_created,self.original_number_of_transactions,self.original_control_sum,self.reasons,self.per_status,self.payment_infos,self.version,))\n return __hash__',
    "def __create_fn__(_type_source, _type_error, _type_status, _type_reason, _type_why, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,source:_type_source,error:_type_error,status:_type_status,reason:_type_reason,why:_type_why)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'error',error)\n  __dataclass_builtins_object__.__setattr__(self,'status',status)\n  __dataclass_builtins_object__.__setattr__(self,'reason',reason)\n  __dataclass_builtins_object__.__setattr__(self,'why',why)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(source={self.source!r}, error={self.error!r}, status={self.status!r}, reason={self.reason!r}, why={self.why!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.source,self.error,self.status,self.reason,self.why,)==(other.source,other.error,other.status,other.reason,other.why,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'source\',\'error\',\'status\',\'reason\',\'why\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'source\',\'error\',\'status\',\'reason\',\'why\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.source,self.error,self.status,self.reason,self.why,))\n return __hash__',
    "def __create_fn__(_type_reports, _type_unplaced, _type_unversioned, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unversioned, _return_type):\n def __init__(self,reports:_type_reports,unplaced:_type_unplaced,unversioned:_type_unversioned=_dflt_unversioned)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'reports',reports)\n  __dataclass_builtins_object__.__setattr__(self,'unplaced',unplaced)\n  __dataclass_builtins_object__.__setattr__(self,'unversioned',unversioned)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(reports={self.reports!r}, unplaced={self.unplaced!r}, unversioned={self.unversioned!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.reports,self.unplaced,self.unversioned,)==(other.reports,other.unplaced,other.unversioned,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'reports\',\'unplaced\',\'unversioned\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'reports\',\'unplaced\',\'unversioned\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.reports,self.unplaced,self.unversioned,))\n return __hash__',
    "def __create_fn__(_type_element, _type_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,element:_type_element,names:_type_names)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'element',element)\n  __dataclass_builtins_object__.__setattr__(self,'names',names)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(element={self.element!r}, names={self.names!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.element,self.names,)==(other.element,other.names,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'element\',\'names\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'element\',\'names\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.element,self.names,))\n return __hash__',
    "def __create_fn__(_type_type_name, _type_repeatable, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,type_name:_type_type_name,repeatable:_type_repeatable)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type_name',type_name)\n  __dataclass_builtins_object__.__setattr__(self,'repeatable',repeatable)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type_name={self.type_name!r}, repeatable={self.repeatable!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type_name,self.repeatable,)==(other.type_name,other.repeatable,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type_name\',\'repeatable\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type_name\',\'repeatable\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type_name,self.repeatable,))\n return __hash__',
    "def __create_fn__(_type_message, _type_namespaces, _type_words, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,message:_type_message,namespaces:_type_namespaces,words:_type_words)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n  __dataclass_builtins_object__.__setattr__(self,'namespaces',namespaces)\n  __dataclass_builtins_object__.__setattr__(self,'words',words)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(message={self.message!r}, namespaces={self.namespaces!r}, words={self.words!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.message,self.namespaces,self.words,)==(other.message,other.namespaces,other.words,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'message\',\'namespaces\',\'words\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'message\',\'namespaces\',\'words\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.message,self.namespaces,self.words,))\n return __hash__',
    "def __create_fn__(_type_start, _type_end, _type_end_tag, _type_closing, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,start:_type_start,end:_type_end,end_tag:_type_end_tag,closing:_type_closing)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'start',start)\n  __dataclass_builtins_object__.__setattr__(self,'end',end)\n  __dataclass_builtins_object__.__setattr__(self,'end_tag',end_tag)\n  __dataclass_builtins_object__.__setattr__(self,'closing',closing)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(start={self.start!r}, end={self.end!r}, end_tag={self.end_tag!r}, closing={self.closing!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.start,self.end,self.end_tag,self.closing,)==(other.start,other.end,other.end_tag,other.closing,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'start\',\'end\',\'end_tag\',\'closing\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'start\',\'end\',\'end_tag\',\'closing\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.start,self.end,self.end_tag,self.closing,))\n return __hash__',
    "def __create_fn__(_type_version, _type_schema_location, _type_frame, _type_envelope, _type_findings, _type_namespace, _type_document_line, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_namespace, _dflt_document_line, _return_type):\n def __init__(self,version:_type_version,schema_location:_type_schema_location,frame:_type_frame,envelope:_type_envelope,findings:_type_findings,namespace:_type_namespace=_dflt_namespace,document_line:_type_document_line=_dflt_document_line)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n  __dataclass_builtins_object__.__setattr__(self,'schema_location',schema_location)\n  __dataclass_builtins_object__.__setattr__(self,'frame',frame)\n  __dataclass_builtins_object__.__setattr__(self,'envelope',envelope)\n  __dataclass_builtins_object__.__setattr__(self,'findings',findings)\n  __dataclass_builtins_object__.__setattr__(self,'namespace',namespace)\n  __dataclass_builtins_object__.__setattr__(self,'document_line',document_line)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(version={self.version!r}, schema_location={self.schema_location!r}, frame={self.frame!r}, envelope={self.envelope!r}, findings={self.findings!r}, namespace={self.namespace!r}, document_line={self.document_line!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.version,self.schema_location,self.frame,self.envelope,self.findings,self.namespace,self.document_line,)==(other.version,other.schema_location,other.frame,other.envelope,other.findings,other.namespace,other.document_line,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'version\',\'schema_location\',\'frame\',\'envelope\',\'findings\',\'namespace\',\'document_line\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'version\',\'schema_location\',\'frame\',\'envelope\',\'findings\',\'namespace\',\'document_line\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.version,self.schema_location,self.frame,self.envelope,self.findings,self.namespace,self.document_line,))\n return __hash__',
    "def __create_fn__(_type_name, _type_schema, _type_bic, _type_party_name, _type_closed_statuses, _type_note, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_note, _return_type):\n def __init__(self,name:_type_name,schema:_type_schema,bic:_type_bic,party_name:_type_party_name,closed_statuses:_type_closed_statuses,note:_type_note=_dflt_note)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'schema',schema)\n  __dataclass_builtins_object__.__setattr__(self,'bic',bic)\n  __dataclass_builtins_object__.__setattr__(self,'party_name',party_name)\n  __dataclass_builtins_object__.__setattr__(self,'closed_statuses',closed_statuses)\n  __dataclass_builtins_object__.__setattr__(self,'note',note)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, schema={self.schema!r}, bic={self.bic!r}, party_name={self.party_name!r}, closed_statuses={self.closed_statuses!r}, note={self.note!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.schema,self.bic,self.party_name,self.closed_statuses,self.note,)==(other.name,other.schema,other.bic,other.party_name,other.closed_statuses,other.note,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'schema\',\'bic\',\'party_name\',\'closed_statuses\',\'note\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'schema\',\'bic\',\'party_name\',\'closed_statuses\',\'note\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.schema,self.bic,self.party_name,self.closed_statuses,self.note,))\n return __hash__',
    "def __create_fn__(_type_edition, _type_fits, _type_message, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,edition:_type_edition,fits:_type_fits,message:_type_message)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'edition',edition)\n  __dataclass_builtins_object__.__setattr__(self,'fits',fits)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(edition={self.edition!r}, fits={self.fits!r}, message={self.message!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.edition,self.fits,self.message,)==(other.edition,other.fits,other.message,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'edition\',\'fits\',\'message\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'edition\',\'fits\',\'message\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.edition,self.fits,self.message,))\n return __hash__',
    'def __create_fn__(_type_paths, _type_group_statuses, _type_statuses, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,paths:_type_paths,group_statuses:_type_group_statuses,statuses:_type_statuses)->_return_type:\n  self.paths=paths\n  self.group_statuses=group_statuses\n  self.statuses=statuses\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(paths={self.paths!r}, group_statuses={self.group_statuses!r}, statuses={self.statuses!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.paths,self.group_statuses,self.statuses,)==(other.paths,other.group_statuses,other.statuses,)\n  return NotImplemented\n return __eq__',
    "def __create_fn__(_type_report, _type_findings, _type_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,report:_type_report,findings:_type_findings,version:_type_version)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'report',report)\n  __dataclass_builtins_object__.__setattr__(self,'findings',findings)\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(report={self.report!r}, findings={self.findings!r}, version={self.version!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.report,self.findings,self.version,)==(other.report,other.findings,other.version,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'report\',\'findings\',\'version\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'report\',\'findings\',\'version\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.report,self.findings,self.version,))\n return __hash__',
    'def __create_fn__(_type_version, _type_namespace, _type_findings, _type_dropped, _type_header, _type_group, _type_infos, _type_pending, _type_schema, _type_statuses_checked, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_findings, _dflt_dropped, _dflt_header, _dflt_group, _dflt_infos, _dflt_pending, _dflt_schema, _dflt_statuses_checked, _return_type):\n def __init__(self,version:_type_version,namespace:_type_namespace,findings:_type_findings=_HAS_DEFAULT_FACTORY,dropped:_type_dropped=_HAS_DEFAULT_FACTORY,header:_type_header=_HAS_DEFAULT_FACTORY,group:_type_group=_HAS_DEFAULT_FACTORY,infos:_type_infos=_HAS_DEFAULT_FACTORY,pending:_type_pending=_HAS_DEFAULT_FACTORY,schema:_type_schema=_dflt_schema,statuses_checked:_type_statuses_checked=_dflt_statuses_checked)->_return_type:\n  self.version=version\n  self.namespace=namespace\n  self.findings=_dflt_findings() if findings is _HAS_DEFAULT_FACTORY else findings\n  self.dropped=_dflt_dropped() if dropped is _HAS_DEFAULT_FACTORY else dropped\n  self.header=_dflt_header() if header is _HAS_DEFAULT_FACTORY else header\n  self.group=_dflt_group() if group is _HAS_DEFAULT_FACTORY else group\n  self.infos=_dflt_infos() if infos is _HAS_DEFAULT_FACTORY else infos\n  self.pending=_dflt_pending() if pending is _HAS_DEFAULT_FACTORY else pending\n  self.schema=schema\n  self.statuses_checked=statuses_checked\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(version={self.version!r}, namespace={self.namespace!r}, findings={self.findings!r}, dropped={self.dropped!r}, header={self.header!r}, group={self.group!r}, infos={self.infos!r}, pending={self.pending!r}, schema={self.schema!r}, statuses_checked={self.statuses_checked!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.version,self.namespace,self.findings,self.dropped,self.header,self.group,self.infos,self.pending,self.schema,self.statuses_checked,)==(other.version,other.namespace,other.findings,other.dropped,other.header,other.group,other.infos,other.pending,other.schema,other.statuses_checked,)\n  return NotImplemented\n return __eq__',
    "def __create_fn__(_type_purpose, _type_scheme, _type_skill, _type_convert, _type_redirect, _type_max_bytes, _type_structure_addresses, _type_today, _type_guideline, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_purpose, _dflt_scheme, _dflt_skill, _dflt_convert, _dflt_redirect, _dflt_max_bytes, _dflt_structure_addresses, _dflt_today, _dflt_guideline, _return_type):\n def __init__(self,purpose:_type_purpose=_dflt_purpose,scheme:_type_scheme=_dflt_scheme,skill:_type_skill=_dflt_skill,convert:_type_convert=_dflt_convert,redirect:_type_redirect=_dflt_redirect,max_bytes:_type_max_bytes=_dflt_max_bytes,structure_addresses:_type_structure_addresses=_dflt_structure_addresses,today:_type_today=_dflt_today,guideline:_type_guideline=_dflt_guideline)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)\n  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)\n  __dataclass_builtins_object__.__setattr__(self,'skill',skill)\n  __dataclass_builtins_object__.__setattr__(self,'convert',convert)\n  __dataclass_builtins_object__.__setattr__(self,'redirect',redirect)\n  __dataclass_builtins_object__.__setattr__(self,'max_bytes',max_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'structure_addresses',structure_addresses)\n  __dataclass_builtins_object__.__setattr__(self,'today',today)\n  __dataclass_builtins_object__.__setattr__(self,'guideline',guideline)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(purpose={self.purpose!r}, scheme={self.scheme!r}, skill={self.skill!r}, convert={self.convert!r}, redirect={self.redirect!r}, max_bytes={self.max_bytes!r}, structure_addresses={self.structure_addresses!r}, today={self.today!r}, guideline={self.guideline!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.purpose,self.scheme,self.skill,self.convert,self.redirect,self.max_bytes,self.structure_addresses,self.today,self.guideline,)==(other.purpose,other.scheme,other.skill,other.convert,other.redirect,other.max_bytes,other.structure_addresses,other.today,other.guideline,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'purpose\',\'scheme\',\'skill\',\'convert\',\'redirect\',\'max_bytes\',\'structure_addresses\',\'today\',\'guideline\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'purpose\',\'scheme\',\'skill\',\'convert\',\'redirect\',\'max_bytes\',\'structure_addresses\',\'today\',\'guideline\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.purpose,self.scheme,self.skill,self.convert,self.redirect,self.max_bytes,self.structure_addresses,self.today,self.guideline,))\n return __hash__',
    "def __create_fn__(_type_base, _type_old, _type_new, _type_needle, _type_needle_occurrence, _type_run, _type_occurrence, _type_variant, _type_also, _type_failing_run, _type_pointer, _type_unreached, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_needle_occurrence, _dflt_run, _dflt_occurrence, _dflt_variant, _dflt_also, _dflt_failing_run, _dflt_pointer, _dflt_unreached, _return_type):\n def __init__(self,base:_type_base,old:_type_old,new:_type_new,needle:_type_needle,needle_occurrence:_type_needle_occurrence=_dflt_needle_occurrence,run:_type_run=_dflt_run,occurrence:_type_occurrence=_dflt_occurrence,variant:_type_variant=_dflt_variant,also:_type_also=_dflt_also,failing_run:_type_failing_run=_dflt_failing_run,pointer:_type_pointer=_dflt_pointer,unreached:_type_unreached=_dflt_unreached)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'base',base)\n  __dataclass_builtins_object__.__setattr__(self,'old',old)\n  __dataclass_builtins_object__.__setattr__(self,'new',new)\n  __dataclass_builtins_object__.__setattr__(self,'needle',needle)\n  __dataclass_builtins_object__.__setattr__(self,'needle_occurrence',needle_occurrence)\n  __dataclass_builtins_object__.__setattr__(self,'run',run)\n  __dataclass_builtins_object__.__setattr__(self,'occurrence',occurrence)\n  __dataclass_builtins_object__.__setattr__(self,'variant',variant)\n  __dataclass_builtins_object__.__setattr__(self,'also',also)\n  __dataclass_builtins_object__.__setattr__(self,'failing_run',failing_run)\n  __dataclass_builtins_object__.__setattr__(self,'pointer',pointer)\n  __dataclass_builtins_object__.__setattr__(self,'unreached',unreached)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(base={self.base!r}, old={self.old!r}, new={self.new!r}, needle={self.needle!r}, needle_occurrence={self.needle_occurrence!r}, run={self.run!r}, occurrence={self.occurrence!r}, variant={self.variant!r}, also={self.also!r}, failing_run={self.failing_run!r}, pointer={self.pointer!r}, unreached={self.unreached!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.base,self.old,self.new,self.needle,self.needle_occurrence,self.run,self.occurrence,self.variant,self.also,self.failing_run,self.pointer,self.unreached,)==(other.base,other.old,other.new,other.needle,other.needle_occurrence,other.run,other.occurrence,other.variant,other.also,other.failing_run,other.pointer,other.unreached,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'base\',\'old\',\'new\',\'needle\',\'needle_occurrence\',\'run\',\'occurrence\',\'variant\',\'also\',\'failing_run\',\'pointer\',\'unreached\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'base\',\'old\',\'new\',\'needle\',\'needle_occurrence\',\'run\',\'occurrence\',\'variant\',\'also\',\'failing_run\',\'pointer\',\'unreached\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.base,self.old,self.new,self.needle,self.needle_occurrence,self.run,self.occurrence,self.variant,self.also,self.failing_run,self.pointer,self.unreached,))\n return __hash__',
    "def __create_fn__(_type_codes, _type_title, _type_text, _type_examples, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_examples, _return_type):\n def __init__(self,codes:_type_codes,title:_type_title,text:_type_text,examples:_type_examples=_HAS_DEFAULT_FACTORY)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'codes',codes)\n  __dataclass_builtins_object__.__setattr__(self,'title',title)\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n  __dataclass_builtins_object__.__setattr__(self,'examples',_dflt_examples() if examples is _HAS_DEFAULT_FACTORY else examples)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(codes={self.codes!r}, title={self.title!r}, text={self.text!r}, examples={self.examples!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.codes,self.title,self.text,self.examples,)==(other.codes,other.title,other.text,other.examples,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'codes\',\'title\',\'text\',\'examples\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'codes\',\'title\',\'text\',\'examples\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.codes,self.title,self.text,self.examples,))\n return __hash__',
    "def __create_fn__(_type_severity, _type_ignore, _type_skills_file, _type_skill, _type_source, _type_require_profile, _type_pain_version, _type_scheme, _type_purpose, _type_guidelines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_severity, _dflt_ignore, _dflt_skills_file, _dflt_skill, _dflt_source, _dflt_require_profile, _dflt_pain_version, _dflt_scheme, _dflt_purpose, _dflt_guidelines, _return_type):\n def __init__(self,severity:_type_severity=_HAS_DEFAULT_FACTORY,ignore:_type_ignore=_dflt_ignore,skills_file:_type_skills_file=_dflt_skills_file,skill:_type_skill=_dflt_skill,source:_type_source=_dflt_source,require_profile:_type_require_profile=_dflt_require_profile,pain_version:_type_pain_version=_dflt_pain_version,scheme:_type_scheme=_dflt_scheme,purpose:_type_purpose=_dflt_purpose,guidelines:_type_guidelines=_dflt_guidelines)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'severity',_dflt_severity() if severity is _HAS_DEFAULT_FACTORY else severity)\n  __dataclass_builtins_object__.__setattr__(self,'ignore',ignore)\n  __dataclass_builtins_object__.__setattr__(self,'skills_file',skills_file)\n  __dataclass_builtins_object__.__setattr__(self,'skill',skill)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'require_profile',require_profile)\n  __dataclass_builtins_object__.__setattr__(self,'pain_version',pain_version)\n  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)\n  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)\n  __dataclass_builtins_object__.__setattr__(self,'guidelines',guidelines)\n  self.__post_init__()\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(severity={self.severity!r}, ignore={self.ignore!r}, skills_file={self.skills_file!r}, skill={self.skill!r}, source={self.source!r}, require_profile={self.require_profile!r}, pain_version={self.pain_version!r}, scheme={self.scheme!r}, purpose={self.purpose!r}, guidelines={self.guidelines!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.severity,self.ignore,self.skills_file,self.skill,self.source,self.require_profile,self.pain_version,self.scheme,self.purpose,self.guidelines,)==(other.severity,other.ignore,other.skills_file,other.skill,other.source,other.require_profile,other.pain_version,other.scheme,other.purpose,other.guidelines,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'severity\',\'ignore\',\'skills_file\',\'skill\',\'source\',\'require_profile\',\'pain_version\',\'scheme\',\'purpose\',\'guidelines\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'severity\',\'ignore\',\'skills_file\',\'skill\',\'source\',\'require_profile\',\'pain_version\',\'scheme\',\'purpose\',\'guidelines\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.severity,self.ignore,self.skills_file,self.skill,self.source,self.require_profile,self.pain_version,self.scheme,self.purpose,self.guidelines,))\n return __hash__',
    "def __create_fn__(_type_source, _type_format, _type_message, _type_version, _type_encoding, _type_head, _type_file, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_file, _return_type):\n def __init__(self,source:_type_source,format:_type_format,message:_type_message,version:_type_version,encoding:_type_encoding,head:_type_head,file:_type_file=_dflt_file)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'format',format)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n  __dataclass_builtins_object__.__setattr__(self,'encoding',encoding)\n  __dataclass_builtins_object__.__setattr__(self,'head',head)\n  __dataclass_builtins_object__.__setattr__(self,'file',file)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(source={self.source!r}, format={self.format!r}, message={self.message!r}, version={self.version!r}, encoding={self.encoding!r}, head={self.head!r}, file={self.file!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.source,self.format,self.message,self.version,self.encoding,self.head,self.file,)==(other.source,other.format,other.message,other.version,other.encoding,other.head,other.file,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'source\',\'format\',\'message\',\'version\',\'encoding\',\'head\',\'file\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'source\',\'format\',\'message\',\'version\',\'encoding\',\'head\',\'file\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.source,self.format,self.message,self.version,self.encoding,self.head,self.file,))\n return __hash__',
    "def __create_fn__(_type_listed, _type_written, _type_source_format, _type_target_format, _type_output, _type_held, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_output, _dflt_held, _return_type):\n def __init__(self,listed:_type_listed,written:_type_written,source_format:_type_source_format,target_format:_type_target_format,output:_type_output=_dflt_output,held:_type_held=_dflt_held)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'listed',listed)\n  __dataclass_builtins_object__.__setattr__(self,'written',written)\n  __dataclass_builtins_object__.__setattr__(self,'source_format',source_format)\n  __dataclass_builtins_object__.__setattr__(self,'target_format',target_format)\n  __dataclass_builtins_object__.__setattr__(self,'output',output)\n  __dataclass_builtins_object__.__setattr__(self,'held',held)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(listed={self.listed!r}, written={self.written!r}, source_format={self.source_format!r}, target_format={self.target_format!r}, output={self.output!r}, held={self.held!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.listed,self.written,self.source_format,self.target_format,self.output,self.held,)==(other.listed,other.written,other.source_format,other.target_format,other.output,other.held,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'listed\',\'written\',\'source_format\',\'target_format\',\'output\',\'held\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'listed\',\'written\',\'source_format\',\'target_format\',\'output\',\'held\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.listed,self.written,self.source_format,self.target_format,self.output,self.held,))\n return __hash__',
    "def __create_fn__(_type_name, _type_description, _type_requires_psu_id, _type_requires_end_to_end_id, _type_bulk, _type_structured_remittance, _type_eri, _type_currencies, _type_max_amount, _type_remittance_max_length, _type_structured_addresses, _type_scheme, _type_guidelines, _type_known, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_description, _dflt_requires_psu_id, _dflt_requires_end_to_end_id, _dflt_bulk, _dflt_structured_remittance, _dflt_eri, _dflt_currencies, _dflt_max_amount, _dflt_remittance_max_length, _dflt_structured_addresses, _dflt_scheme, _dflt_guidelines, _dflt_known, _return_type):\n def __init__(self,name:_type_name,description:_type_description=_dflt_description,requires_psu_id:_type_requires_psu_id=_dflt_requires_psu_id,requires_end_to_end_id:_type_requires_end_to_end_id=_dflt_requires_end_to_end_id,bulk:_type_bulk=_dflt_bulk,structured_remittance:_type_structured_remittance=_dflt_structured_remittance,eri:_type_eri=_dflt_eri,currencies:_type_currencies=_dflt_currencies,max_amount:_type_max_amount=_dflt_max_amount,remittance_max_length:_type_remittance_max_length=_dflt_remittance_max_length,structured_addresses:_type_structured_addresses=_dflt_structured_addresses,scheme:_type_scheme=_dflt_scheme,guidelines:_type_guidelines=_dflt_guidelines,known:_type_known=_dflt_known)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'description',description)\n  __dataclass_builtins_object__.__setattr__(self,'requires_psu_id',requires_psu_id)\n  __dataclass_builtins_object__.__setattr__(self,'requires_end_to_end_id',requires_end_to_end_id)\n  __dataclass_builtins_object__.__setattr__(self,'bulk',bulk)\n  __dataclass_builtins_object__.__setattr__(self,'structured_remittance',structured_remittance)\n  __dataclass_builtins_object__.__setattr__(self,'eri',eri)\n  __dataclass_builtins_object__.__setattr__(self,'currencies',currencies)\n  __dataclass_builtins_object__.__setattr__(self,'max_amount',max_amount)\n  __dataclass_builtins_object__.__setattr__(self,'remittance_max_length',remittance_max_length)\n  __dataclass_builtins_object__.__setattr__(self,'structured_addresses',structured_addresses)\n  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)\n  __dataclass_builtins_object__.__setattr__(self,'guidelines',guidelines)\n  __dataclass_builtins_object__.__setattr__(self,'known',known)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, description={self.description!r}, requires_psu_id={self.requires_psu_id!r}, requires_end_to_end_id={self.requires_end_to_end_id!r}, bulk={self.bulk!r}, structured_remittance={self.structured_remittance!r}, eri={self.eri!r}, currencies={self.currencies!r}, max_amount={self.max_amount!r}, remittance_max_length={self.remittance_max_length!r}, structured_addresses={self.structured_addresses!r}, scheme={self.scheme!r}, guidelines={self.guidelines!r}, known={self.known!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.description,self.requires_psu_id,self.requires_end_to_end_id,self.bulk,self.structured_remittance,self.eri,self.currencies,self.max_amount,self.remittance_max_length,self.structured_addresses,self.scheme,self.guidelines,self.known,)==(other.name,other.description,other.requires_psu_id,other.requires_end_to_end_id,other.bulk,other.structured_remittance,other.eri,other.currencies,other.max_amount,other.remittance_max_length,other.structured_addresses,other.scheme,other.guidelines,other.known,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'description\',\'requires_psu_id\',\'requires_end_to_end_id\',\'bulk\',\'structured_remittance\',\'eri\',\'currencies\',\'max_amount\',\'remittance_max_length\',\'structured_addresses\',\'scheme\',\'guidelines\',\'known\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'description\',\'requires_psu_id\',\'requires_end_to_end_id\',\'bulk\',\'structured_remittance\',\'eri\',\'currencies\',\'max_amount\',\'remittance_max_length\',\'structured_addresses\',\'scheme\',\'guidelines\',\'known\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.description,self.requires_psu_id,self.requires_end_to_end_id,self.bulk,self.structured_remittance,self.eri,self.currencies,self.max_amount,self.remittance_max_length,self.structured_addresses,self.scheme,self.guidelines,self.known,))\n return __hash__',
    "def __create_fn__(_type_country, _type_postcode_first, _type_postcode_line, _type_postcode, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,country:_type_country,postcode_first:_type_postcode_first,postcode_line:_type_postcode_line,postcode:_type_postcode)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'country',country)\n  __dataclass_builtins_object__.__setattr__(self,'postcode_first',postcode_first)\n  __dataclass_builtins_object__.__setattr__(self,'postcode_line',postcode_line)\n  __dataclass_builtins_object__.__setattr__(self,'postcode',postcode)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(country={self.country!r}, postcode_first={self.postcode_first!r}, postcode_line={self.postcode_line!r}, postcode={self.postcode!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.country,self.postcode_first,self.postcode_line,self.postcode,)==(other.country,other.postcode_first,other.postcode_line,other.postcode,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'country\',\'postcode_first\',\'postcode_line\',\'postcode\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'country\',\'postcode_first\',\'postcode_line\',\'postcode\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.country,self.postcode_first,self.postcode_line,self.postcode,))\n return __hash__',
    "def __create_fn__(_type_address, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_address, _dflt_reason, _return_type):\n def __init__(self,address:_type_address=_dflt_address,reason:_type_reason=_dflt_reason)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'address',address)\n  __dataclass_builtins_object__.__setattr__(self,'reason',reason)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(address={self.address!r}, reason={self.reason!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.address,self.reason,)==(other.address,other.reason,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'address\',\'reason\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'address\',\'reason\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.address,self.reason,))\n return __hash__',
    "def __create_fn__(_type_today, _type_skill, _type_allow_immediate_execution, _type_count, _type_scheme, _type_service, _type_bank, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_skill, _dflt_allow_immediate_execution, _dflt_count, _dflt_scheme, _dflt_service, _dflt_bank, _return_type):\n def __init__(self,today:_type_today,skill:_type_skill=_dflt_skill,allow_immediate_execution:_type_allow_immediate_execution=_dflt_allow_immediate_execution,count:_type_count=_dflt_count,scheme:_type_scheme=_dflt_scheme,service:_type_service=_dflt_service,bank:_type_bank=_dflt_bank)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'today',today)\n  __dataclass_builtins_object__.__setattr__(self,'skill',skill)\n  __dataclass_builtins_object__.__setattr__(self,'allow_immediate_execution',allow_immediate_execution)\n  __dataclass_builtins_object__.__setattr__(self,'count',count)\n  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)\n  __dataclass_builtins_object__.__setattr__(self,'service',service)\n  __dataclass_builtins_object__.__setattr__(self,'bank',bank)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(today={self.today!r}, skill={self.skill!r}, allow_immediate_execution={self.allow_immediate_execution!r}, count={self.count!r}, scheme={self.scheme!r}, service={self.service!r}, bank={self.bank!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.today,self.skill,self.allow_immediate_execution,self.count,self.scheme,self.service,self.bank,)==(other.today,other.skill,other.allow_immediate_execution,other.count,other.scheme,other.service,other.bank,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'today\',\'skill\',\'allow_immediate_execution\',\'count\',\'scheme\',\'service\',\'bank\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'today\',\'skill\',\'allow_immediate_execution\',\'count\',\'scheme\',\'service\',\'bank\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.today,self.skill,self.allow_immediate_execution,self.count,self.scheme,self.service,self.bank,))\n return __hash__',
    "def __create_fn__(_type_day, _type_what, _type_source, _type_by, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_by, _return_type):\n def __init__(self,day:_type_day,what:_type_what,source:_type_source,by:_type_by=_dflt_by)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'day',day)\n  __dataclass_builtins_object__.__setattr__(self,'what',what)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'by',by)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(day={self.day!r}, what={self.what!r}, source={self.source!r}, by={self.by!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.day,self.what,self.source,self.by,)==(other.day,other.what,other.source,other.by,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'day\',\'what\',\'source\',\'by\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'day\',\'what\',\'source\',\'by\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.day,self.what,self.source,self.by,))\n return __hash__',
    "def __create_fn__(_type_xml, _type_model, _type_json, _type_type, _type_many, _type_max_items, _type_checks, _type_label, _type_max_length, _type_drop, _type_default, _type_required, _type_json_required, _type_beside, _type_choice, _type_codes, _type_read_only, _type_json_form, _type_unless, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_many, _dflt_max_items, _dflt_checks, _dflt_label, _dflt_max_length, _dflt_drop, _dflt_default, _dflt_required, _dflt_json_required, _dflt_beside, _dflt_choice, _dflt_codes, _dflt_read_only, _dflt_json_form, _dflt_unless, _return_type):\n def __init__(self,xml:_type_xml,model:_type_model,json:_type_json,type:_type_type=_dflt_type,many:_type_many=_dflt_many,max_items:_type_max_items=_dflt_max_items,checks:_type_checks=_HAS_DEFAULT_FACTORY,label:_type_label=_dflt_label,max_length:_type_max_length=_dflt_max_length,drop:_type_drop=_dflt_drop,default:_type_default=_dflt_default,required:_type_required=_dflt_required,json_required:_type_json_required=_dflt_json_required,beside:_type_beside=_dflt_beside,choice:_type_choice=_dflt_choice,codes:_type_codes=_dflt_codes,read_only:_type_read_only=_dflt_read_only,json_form:_type_json_form=_dflt_json_form,unless:_type_unless=_dflt_unless)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'xml',xml)\n  __dataclass_builtins_object__.__setattr__(self,'model',model)\n  __dataclass_builtins_object__.__setattr__(self,'json',json)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'many',many)\n  __dataclass_builtins_object__.__setattr__(self,'max_items',max_items)\n  __dataclass_builtins_object__.__setattr__(self,'checks',_dflt_checks() if checks is _HAS_DEFAULT_FACTORY else checks)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'max_length',max_length)\n  __dataclass_builtins_object__.__setattr__(self,'drop',drop)\n  __dataclass_builtins_object__.__setattr__(self,'default',default)\n  __dataclass_builtins_object__.__setattr__(self,'required',required)\n  __dataclass_builtins_object__.__setattr__(self,'json_required',json_required)\n  __dataclass_builtins_object__.__setattr__(self,'beside',beside)\n  __dataclass_builtins_object__.__setattr__(self,'choice',choice)\n  __dataclass_builtins_object__.__setattr__(self,'codes',codes)\n  __dataclass_builtins_object__.__setattr__(self,'read_only',read_only)\n  __dataclass_builtins_object__.__setattr__(self,'json_form',json_form)\n  __dataclass_builtins_object__.__setattr__(self,'unless',unless)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(xml={self.xml!r}, model={self.model!r}, json={self.json!r}, type={self.type!r}, many={self.many!r}, max_items={self.max_items!r}, checks={self.checks!r}, label={self.label!r}, max_length={self.max_length!r}, drop={self.drop!r}, default={self.default!r}, required={self.required!r}, json_required={self.json_required!r}, beside={self.beside!r}, choice={self.choice!r}, codes={self.codes!r}, read_only={self.read_only!r}, json_form={self.json_form!r}, unless={self.unless!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.xml,self.model,self.json,self.type,self.many,self.max_items,self.checks,self.label,self.max_length,self.drop,self.default,self.required,self.json_required,self.beside,self.choice,self.codes,self.read_only,self.json_form,self.unless,)==(other.xml,other.model,other.json,other.type,other.many,other.max_items,other.checks,other.label,other.max_length,other.drop,other.default,other.required,other.json_required,other.beside,other.choice,other.codes,other.read_only,other.json_form,other.unless,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'xml\',\'model\',\'json\',\'type\',\'many\',\'max_items\',\'checks\',\'label\',\'max_length\',\'drop\',\'default\',\'required\',\'json_required\',\'beside\',\'choice\',\'codes\',\'read_only\',\'json_form\',\'unless\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'xml\',\'model\',\'json\',\'type\',\'many\',\'max_items\',\'checks\',\'label\',\'max_length\',\'drop\',\'default\',\'required\',\'json_required\',\'beside\',\'choice\',\'codes\',\'read_only\',\'json_form\',\'unless\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.xml,self.model,self.json,self.type,self.many,self.max_items,self.checks,self.label,self.max_length,self.drop,self.default,self.required,self.json_required,self.beside,self.choice,self.codes,self.read_only,self.json_form,self.unless,))\n return __hash__',
    "def __create_fn__(_type_xml, _type_model, _type_rows, _type_json, _type_who, _type_json_required, _type_own, _type_replace_rows, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_json, _dflt_who, _dflt_json_required, _dflt_own, _dflt_replace_rows, _return_type):\n def __init__(self,xml:_type_xml,model:_type_model,rows:_type_rows,json:_type_json=_dflt_json,who:_type_who=_dflt_who,json_required:_type_json_required=_dflt_json_required,own:_type_own=_HAS_DEFAULT_FACTORY,replace_rows:_type_replace_rows=_HAS_DEFAULT_FACTORY)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'xml',xml)\n  __dataclass_builtins_object__.__setattr__(self,'model',model)\n  __dataclass_builtins_object__.__setattr__(self,'rows',rows)\n  __dataclass_builtins_object__.__setattr__(self,'json',json)\n  __dataclass_builtins_object__.__setattr__(self,'who',who)\n  __dataclass_builtins_object__.__setattr__(self,'json_required',json_required)\n  __dataclass_builtins_object__.__setattr__(self,'own',_dflt_own() if own is _HAS_DEFAULT_FACTORY else own)\n  __dataclass_builtins_object__.__setattr__(self,'replace_rows',_dflt_replace_rows() if replace_rows is _HAS_DEFAULT_FACTORY else replace_rows)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(xml={self.xml!r}, model={self.model!r}, rows={self.rows!r}, json={self.json!r}, who={self.who!r}, json_required={self.json_required!r}, own={self.own!r}, replace_rows={self.replace_rows!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.xml,self.model,self.rows,self.json,self.who,self.json_required,self.own,self.replace_rows,)==(other.xml,other.model,other.rows,other.json,other.who,other.json_required,other.own,other.replace_rows,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'xml\',\'model\',\'rows\',\'json\',\'who\',\'json_required\',\'own\',\'replace_rows\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'xml\',\'model\',\'rows\',\'json\',\'who\',\'json_required\',\'own\',\'replace_rows\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.xml,self.model,self.rows,self.json,self.who,self.json_required,self.own,self.replace_rows,))\n return __hash__',
    'def __create_fn__(_type_header, _type_origin, _type_currencies, _type_creditor_without_currency, _type_first_without_currency, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_currencies, _dflt_creditor_without_currency, _dflt_first_without_currency, _return_type):\n def __init__(self,header:_type_header,origin:_type_origin,currencies:_type_currencies=_HAS_DEFAULT_FACTORY,creditor_without_currency:_type_creditor_without_currency=_dflt_creditor_without_currency,first_without_currency:_type_first_without_currency=_dflt_first_without_currency)->_return_type:\n  self.header=header\n  self.origin=origin\n  self.currencies=_dflt_currencies() if currencies is _HAS_DEFAULT_FACTORY else currencies\n  self.creditor_without_currency=creditor_without_currency\n  self.first_without_currency=first_without_currency\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(header={self.header!r}, origin={self.origin!r}, currencies={self.currencies!r}, creditor_without_currency={self.creditor_without_currency!r}, first_without_currency={self.first_without_currency!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.header,self.origin,self.currencies,self.creditor_without_currency,self.first_without_currency,)==(other.header,other.origin,other.currencies,other.creditor_without_currency,other.first_without_currency,)\n  return NotImplemented\n return __eq__',
    "def __create_fn__(_type_code, _type_check, _type_severity, _type_ref, _type_grade, _type_source, _type_params, _type_variants, _type_from_date, _type_summary, _type_refines, _type_supersedes, _type_examples, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_params, _dflt_variants, _dflt_from_date, _dflt_summary, _dflt_refines, _dflt_supersedes, _dflt_examples, _return_type):\n def __init__(self,code:_type_code,check:_type_check,severity:_type_severity,ref:_type_ref,grade:_type_grade,source:_type_source,params:_type_params=_HAS_DEFAULT_FACTORY,variants:_type_variants=_dflt_variants,from_date:_type_from_date=_dflt_from_date,summary:_type_summary=_dflt_summary,refines:_type_refines=_dflt_refines,supersedes:_type_supersedes=_dflt_supersedes,examples:_type_examples=_dflt_examples)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'check',check)\n  __dataclass_builtins_object__.__setattr__(self,'severity',severity)\n  __dataclass_builtins_object__.__setattr__(self,'ref',ref)\n  __dataclass_builtins_object__.__setattr__(self,'grade',grade)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'params',_dflt_params() if params is _HAS_DEFAULT_FACTORY else params)\n  __dataclass_builtins_object__.__setattr__(self,'variants',variants)\n  __dataclass_builtins_object__.__setattr__(self,'from_date',from_date)\n  __dataclass_builtins_object__.__setattr__(self,'summary',summary)\n  __dataclass_builtins_object__.__setattr__(self,'refines',refines)\n  __dataclass_builtins_object__.__setattr__(self,'supersedes',supersedes)\n  __dataclass_builtins_object__.__setattr__(self,'examples',examples)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, check={self.check!r}, severity={self.severity!r}, ref={self.ref!r}, grade={self.grade!r}, source={self.source!r}, params={self.params!r}, variants={self.variants!r}, from_date={self.from_date!r}, summary={self.summary!r}, refines={self.refines!r}, supersedes={self.supersedes!r}, examples={self.examples!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.check,self.severity,self.ref,self.grade,self.source,self.params,self.variants,self.from_date,self.summary,self.refines,self.supersedes,self.examples,)==(other.code,other.check,other.severity,other.ref,other.grade,other.source,other.params,other.variants,other.from_date,other.summary,other.refines,other.supersedes,other.examples,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'check\',\'severity\',\'ref\',\'grade\',\'source\',\'params\',\'variants\',\'from_date\',\'summary\',\'refines\',\'supersedes\',\'examples\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'check\',\'severity\',\'ref\',\'grade\',\'source\',\'params\',\'variants\',\'from_date\',\'summary\',\'refines\',\'supersedes\',\'examples\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.check,self.severity,self.ref,self.grade,self.source,self.params,self.variants,self.from_date,self.summary,self.refines,self.supersedes,self.examples,))\n return __hash__',
    "def __create_fn__(_type_label, _type_namespace, _type_debtor_countries, _type_countries_in_words, _type_service_level, _type_local_instrument, _type_schema_location, _type_location_shown, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_label, _dflt_namespace, _dflt_debtor_countries, _dflt_countries_in_words, _dflt_service_level, _dflt_local_instrument, _dflt_schema_location, _dflt_location_shown, _return_type):\n def __init__(self,label:_type_label=_dflt_label,namespace:_type_namespace=_dflt_namespace,debtor_countries:_type_debtor_countries=_dflt_debtor_countries,countries_in_words:_type_countries_in_words=_dflt_countries_in_words,service_level:_type_service_level=_dflt_service_level,local_instrument:_type_local_instrument=_dflt_local_instrument,schema_location:_type_schema_location=_dflt_schema_location,location_shown:_type_location_shown=_dflt_location_shown)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'namespace',namespace)\n  __dataclass_builtins_object__.__setattr__(self,'debtor_countries',debtor_countries)\n  __dataclass_builtins_object__.__setattr__(self,'countries_in_words',countries_in_words)\n  __dataclass_builtins_object__.__setattr__(self,'service_level',service_level)\n  __dataclass_builtins_object__.__setattr__(self,'local_instrument',local_instrument)\n  __dataclass_builtins_object__.__setattr__(self,'schema_location',schema_location)\n  __dataclass_builtins_object__.__setattr__(self,'location_shown',location_shown)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(label={self.label!r}, namespace={self.namespace!r}, debtor_countries={self.debtor_countries!r}, countries_in_words={self.countries_in_words!r}, service_level={self.service_level!r}, local_instrument={self.local_instrument!r}, schema_location={self.schema_location!r}, location_shown={self.location_shown!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.label,self.namespace,self.debtor_countries,self.countries_in_words,self.service_level,self.local_instrument,self.schema_location,self.location_shown,)==(other.label,other.namespace,other.debtor_countries,other.countries_in_words,other.service_level,other.local_instrument,other.schema_location,other.location_shown,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'label\',\'namespace\',\'debtor_countries\',\'countries_in_words\',\'service_level\',\'local_instrument\',\'schema_location\',\'location_shown\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'label\',\'namespace\',\'debtor_countries\',\'countries_in_words\',\'service_level\',\'local_instrument\',\'schema_location\',\'location_shown\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.label,self.namespace,self.debtor_countries,self.countries_in_words,self.service_level,self.local_instrument,self.schema_location,self.location_shown,))\n return __hash__',
    "def __create_fn__(_type_name, _type_title, _type_family, _type_source, _type_rules, _type_versions, _type_markers, _type_variants, _type_variant_of, _type_label, _type_not_implemented, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_markers, _dflt_variants, _dflt_variant_of, _dflt_label, _dflt_not_implemented, _return_type):\n def __init__(self,name:_type_name,title:_type_title,family:_type_family,source:_type_source,rules:_type_rules,versions:_type_versions,markers:_type_markers=_dflt_markers,variants:_type_variants=_dflt_variants,variant_of:_type_variant_of=_dflt_variant_of,label:_type_label=_dflt_label,not_implemented:_type_not_implemented=_dflt_not_implemented)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'title',title)\n  __dataclass_builtins_object__.__setattr__(self,'family',family)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'rules',rules)\n  __dataclass_builtins_object__.__setattr__(self,'versions',versions)\n  __dataclass_builtins_object__.__setattr__(self,'markers',markers)\n  __dataclass_builtins_object__.__setattr__(self,'variants',variants)\n  __dataclass_builtins_object__.__setattr__(self,'variant_of',variant_of)\n  __dataclass_builtins_object__.__setattr__(self,'label',label)\n  __dataclass_builtins_object__.__setattr__(self,'not_implemented',not_implemented)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, title={self.title!r}, family={self.family!r}, source={self.source!r}, rules={self.rules!r}, versions={self.versions!r}, markers={self.markers!r}, variants={self.variants!r}, variant_of={self.variant_of!r}, label={self.label!r}, not_implemented={self.not_implemented!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.title,self.family,self.source,self.rules,self.versions,self.markers,self.variants,self.variant_of,self.label,self.not_implemented,)==(other.name,other.title,other.family,other.source,other.rules,other.versions,other.markers,other.variants,other.variant_of,other.label,other.not_implemented,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'title\',\'family\',\'source\',\'rules\',\'versions\',\'markers\',\'variants\',\'variant_of\',\'label\',\'not_implemented\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'title\',\'family\',\'source\',\'rules\',\'versions\',\'markers\',\'variants\',\'variant_of\',\'label\',\'not_implemented\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.title,self.family,self.source,self.rules,self.versions,self.markers,self.variants,self.variant_of,self.label,self.not_implemented,))\n return __hash__',
    "def __create_fn__(_type_scheme, _type_reason, _type_disagreement, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_disagreement, _return_type):\n def __init__(self,scheme:_type_scheme,reason:_type_reason,disagreement:_type_disagreement=_dflt_disagreement)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)\n  __dataclass_builtins_object__.__setattr__(self,'reason',reason)\n  __dataclass_builtins_object__.__setattr__(self,'disagreement',disagreement)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(scheme={self.scheme!r}, reason={self.reason!r}, disagreement={self.disagreement!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.scheme,self.reason,self.disagreement,)==(other.scheme,other.reason,other.disagreement,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'scheme\',\'reason\',\'disagreement\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'scheme\',\'reason\',\'disagreement\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.scheme,self.reason,self.disagreement,))\n return __hash__',
    "def __create_fn__(_type_up, _type_down, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_up, _dflt_down, _return_type):\n def __init__(self,up:_type_up=_HAS_DEFAULT_FACTORY,down:_type_down=_HAS_DEFAULT_FACTORY)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'up',_dflt_up() if up is _HAS_DEFAULT_FACTORY else up)\n  __dataclass_builtins_object__.__setattr__(self,'down',_dflt_down() if down is _HAS_DEFAULT_FACTORY else down)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(up={self.up!r}, down={self.down!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.up,self.down,)==(other.up,other.down,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'up\',\'down\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'up\',\'down\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.up,self.down,))\n return __hash__',
    "def __create_fn__(_type_text, _type_unit, _type_own, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,text:_type_text,unit:_type_unit,own:_type_own)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n  __dataclass_builtins_object__.__setattr__(self,'unit',unit)\n  __dataclass_builtins_object__.__setattr__(self,'own',own)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(text={self.text!r}, unit={self.unit!r}, own={self.own!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.text,self.unit,self.own,)==(other.text,other.unit,other.own,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'text\',\'unit\',\'own\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'text\',\'unit\',\'own\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.text,self.unit,self.own,))\n return __hash__',
    "def __create_fn__(_type_source, _type_program, _type_reads, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,source:_type_source,program:_type_program,reads:_type_reads)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'program',program)\n  __dataclass_builtins_object__.__setattr__(self,'reads',reads)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(source={self.source!r}, program={self.program!r}, reads={self.reads!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.source,self.program,self.reads,)==(other.source,other.program,other.reads,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'source\',\'program\',\'reads\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'source\',\'program\',\'reads\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.source,self.program,self.reads,))\n return __hash__',
    "def __create_fn__(_type_code, _type_path, _type_kind, _type_value, _type_severity, _type_message, _type_source, _type_when, _type_refines, _type_line, _type_grade, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_source, _dflt_when, _dflt_refines, _dflt_line, _dflt_grade, _return_type):\n def __init__(self,code:_type_code,path:_type_path,kind:_type_kind,value:_type_value,severity:_type_severity,message:_type_message,source:_type_source=_dflt_source,when:_type_when=_dflt_when,refines:_type_refines=_dflt_refines,line:_type_line=_dflt_line,grade:_type_grade=_dflt_grade)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'code',code)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'value',value)\n  __dataclass_builtins_object__.__setattr__(self,'severity',severity)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'when',when)\n  __dataclass_builtins_object__.__setattr__(self,'refines',refines)\n  __dataclass_builtins_object__.__setattr__(self,'line',line)\n  __dataclass_builtins_object__.__setattr__(self,'grade',grade)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(code={self.code!r}, path={self.path!r}, kind={self.kind!r}, value={self.value!r}, severity={self.severity!r}, message={self.message!r}, source={self.source!r}, when={self.when!r}, refines={self.refines!r}, line={self.line!r}, grade={self.grade!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.code,self.path,self.kind,self.value,self.severity,self.message,self.source,self.when,self.refines,self.line,self.grade,)==(other.code,other.path,other.kind,other.value,other.severity,other.message,other.source,other.when,other.refines,other.line,other.grade,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'code\',\'path\',\'kind\',\'value\',\'severity\',\'message\',\'source\',\'when\',\'refines\',\'line\',\'grade\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'code\',\'path\',\'kind\',\'value\',\'severity\',\'message\',\'source\',\'when\',\'refines\',\'line\',\'grade\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.code,self.path,self.kind,self.value,self.severity,self.message,self.source,self.when,self.refines,self.line,self.grade,))\n return __hash__',
    "def __create_fn__(_type_name, _type_family, _type_versions, _type_source, _type_rules, _type_schemes, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_schemes, _dflt_path, _return_type):\n def __init__(self,name:_type_name,family:_type_family,versions:_type_versions,source:_type_source,rules:_type_rules,schemes:_type_schemes=_dflt_schemes,path:_type_path=_dflt_path)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'family',family)\n  __dataclass_builtins_object__.__setattr__(self,'versions',versions)\n  __dataclass_builtins_object__.__setattr__(self,'source',source)\n  __dataclass_builtins_object__.__setattr__(self,'rules',rules)\n  __dataclass_builtins_object__.__setattr__(self,'schemes',schemes)\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, family={self.family!r}, versions={self.versions!r}, source={self.source!r}, rules={self.rules!r}, schemes={self.schemes!r}, path={self.path!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.family,self.versions,self.source,self.rules,self.schemes,self.path,)==(other.name,other.family,other.versions,other.source,other.rules,other.schemes,other.path,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'family\',\'versions\',\'source\',\'rules\',\'schemes\',\'path\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'family\',\'versions\',\'source\',\'rules\',\'schemes\',\'path\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.family,self.versions,self.source,self.rules,self.schemes,self.path,))\n return __hash__',
    "def __create_fn__(_type_path, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,path:_type_path,text:_type_text)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(path={self.path!r}, text={self.text!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.path,self.text,)==(other.path,other.text,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'path\',\'text\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'path\',\'text\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.path,self.text,))\n return __hash__',
    "def __create_fn__(_type_steps, _type_repeats, _type_many, _type_type, _type_codes, _type_others, _type_unless, _type_values, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,steps:_type_steps,repeats:_type_repeats,many:_type_many,type:_type_type,codes:_type_codes,others:_type_others,unless:_type_unless,values:_type_values,text:_type_text)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'steps',steps)\n  __dataclass_builtins_object__.__setattr__(self,'repeats',repeats)\n  __dataclass_builtins_object__.__setattr__(self,'many',many)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'codes',codes)\n  __dataclass_builtins_object__.__setattr__(self,'others',others)\n  __dataclass_builtins_object__.__setattr__(self,'unless',unless)\n  __dataclass_builtins_object__.__setattr__(self,'values',values)\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(steps={self.steps!r}, repeats={self.repeats!r}, many={self.many!r}, type={self.type!r}, codes={self.codes!r}, others={self.others!r}, unless={self.unless!r}, values={self.values!r}, text={self.text!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.steps,self.repeats,self.many,self.type,self.codes,self.others,self.unless,self.values,self.text,)==(other.steps,other.repeats,other.many,other.type,other.codes,other.others,other.unless,other.values,other.text,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'steps\',\'repeats\',\'many\',\'type\',\'codes\',\'others\',\'unless\',\'values\',\'text\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'steps\',\'repeats\',\'many\',\'type\',\'codes\',\'others\',\'unless\',\'values\',\'text\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.steps,self.repeats,self.many,self.type,self.codes,self.others,self.unless,self.values,self.text,))\n return __hash__',
    "def __create_fn__(_type_path, _type_texts, _type_below, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,path:_type_path,texts:_type_texts,below:_type_below)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n  __dataclass_builtins_object__.__setattr__(self,'texts',texts)\n  __dataclass_builtins_object__.__setattr__(self,'below',below)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(path={self.path!r}, texts={self.texts!r}, below={self.below!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.path,self.texts,self.below,)==(other.path,other.texts,other.below,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'path\',\'texts\',\'below\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'path\',\'texts\',\'below\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.path,self.texts,self.below,))\n return __hash__',
    "def __create_fn__(_type_text, _type_reader, _type_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,text:_type_text,reader:_type_reader,version:_type_version)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'text',text)\n  __dataclass_builtins_object__.__setattr__(self,'reader',reader)\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(text={self.text!r}, reader={self.reader!r}, version={self.version!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.text,self.reader,self.version,)==(other.text,other.reader,other.version,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'text\',\'reader\',\'version\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'text\',\'reader\',\'version\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.text,self.reader,self.version,))\n return __hash__',
    "def __create_fn__(_type_name, _type_function, _type_units, _type_paths, _type_args, _type_required, _type_screen, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_paths, _dflt_args, _dflt_required, _dflt_screen, _return_type):\n def __init__(self,name:_type_name,function:_type_function,units:_type_units,paths:_type_paths=_dflt_paths,args:_type_args=_HAS_DEFAULT_FACTORY,required:_type_required=_dflt_required,screen:_type_screen=_dflt_screen)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'function',function)\n  __dataclass_builtins_object__.__setattr__(self,'units',units)\n  __dataclass_builtins_object__.__setattr__(self,'paths',paths)\n  __dataclass_builtins_object__.__setattr__(self,'args',_dflt_args() if args is _HAS_DEFAULT_FACTORY else args)\n  __dataclass_builtins_object__.__setattr__(self,'required',required)\n  __dataclass_builtins_object__.__setattr__(self,'screen',screen)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, function={self.function!r}, units={self.units!r}, paths={self.paths!r}, args={self.args!r}, required={self.required!r}, screen={self.screen!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.function,self.units,self.paths,self.args,self.required,self.screen,)==(other.name,other.function,other.units,other.paths,other.args,other.required,other.screen,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'function\',\'units\',\'paths\',\'args\',\'required\',\'screen\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'function\',\'units\',\'paths\',\'args\',\'required\',\'screen\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.function,self.units,self.paths,self.args,self.required,self.screen,))\n return __hash__',
    "def __create_fn__(_type_check, _type_args, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,check:_type_check,args:_type_args)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'check',check)\n  __dataclass_builtins_object__.__setattr__(self,'args',args)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(check={self.check!r}, args={self.args!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.check,self.args,)==(other.check,other.args,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'check\',\'args\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'check\',\'args\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.check,self.args,))\n return __hash__',
    'def __create_fn__(_type_key, _type_pointer, _type_rows, _type_children, _type_group, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rows, _dflt_children, _dflt_group, _return_type):\n def __init__(self,key:_type_key,pointer:_type_pointer,rows:_type_rows=_HAS_DEFAULT_FACTORY,children:_type_children=_HAS_DEFAULT_FACTORY,group:_type_group=_dflt_group)->_return_type:\n  self.key=key\n  self.pointer=pointer\n  self.rows=_dflt_rows() if rows is _HAS_DEFAULT_FACTORY else rows\n  self.children=_dflt_children() if children is _HAS_DEFAULT_FACTORY else children\n  self.group=group\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(key={self.key!r}, pointer={self.pointer!r}, rows={self.rows!r}, children={self.children!r}, group={self.group!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.key,self.pointer,self.rows,self.children,self.group,)==(other.key,other.pointer,other.rows,other.children,other.group,)\n  return NotImplemented\n return __eq__',
    "def __create_fn__(_type_kind, _type_xml, _type_required, _type_fields, _type_max_items, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_required, _dflt_fields, _dflt_max_items, _return_type):\n def __init__(self,kind:_type_kind,xml:_type_xml,required:_type_required=_dflt_required,fields:_type_fields=_dflt_fields,max_items:_type_max_items=_dflt_max_items)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'xml',xml)\n  __dataclass_builtins_object__.__setattr__(self,'required',required)\n  __dataclass_builtins_object__.__setattr__(self,'fields',fields)\n  __dataclass_builtins_object__.__setattr__(self,'max_items',max_items)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, xml={self.xml!r}, required={self.required!r}, fields={self.fields!r}, max_items={self.max_items!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.xml,self.required,self.fields,self.max_items,)==(other.kind,other.xml,other.required,other.fields,other.max_items,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'xml\',\'required\',\'fields\',\'max_items\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'xml\',\'required\',\'fields\',\'max_items\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.xml,self.required,self.fields,self.max_items,))\n return __hash__',
    "def __create_fn__(_type_max_bytes, _type_schema_validation, _type_report_dropped, _type_keep, _type_processes, _type_progress, _type_lines_on_demand, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_max_bytes, _dflt_schema_validation, _dflt_report_dropped, _dflt_keep, _dflt_processes, _dflt_progress, _dflt_lines_on_demand, _return_type):\n def __init__(self,max_bytes:_type_max_bytes=_dflt_max_bytes,schema_validation:_type_schema_validation=_dflt_schema_validation,report_dropped:_type_report_dropped=_dflt_report_dropped,keep:_type_keep=_dflt_keep,processes:_type_processes=_dflt_processes,progress:_type_progress=_dflt_progress,lines_on_demand:_type_lines_on_demand=_dflt_lines_on_demand)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'max_bytes',max_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'schema_validation',schema_validation)\n  __dataclass_builtins_object__.__setattr__(self,'report_dropped',report_dropped)\n  __dataclass_builtins_object__.__setattr__(self,'keep',keep)\n  __dataclass_builtins_object__.__setattr__(self,'processes',processes)\n  __dataclass_builtins_object__.__setattr__(self,'progress',progress)\n  __dataclass_builtins_object__.__setattr__(self,'lines_on_demand',lines_on_demand)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(max_bytes={self.max_bytes!r}, schema_validation={self.schema_validation!r}, report_dropped={self.report_dropped!r}, keep={self.keep!r}, processes={self.processes!r}, progress={self.progress!r}, lines_on_demand={self.lines_on_demand!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.max_bytes,self.schema_validation,self.report_dropped,self.keep,self.processes,self.lines_on_demand,)==(other.max_bytes,other.schema_validation,other.report_dropped,other.keep,other.processes,other.lines_on_demand,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'max_bytes\',\'schema_validation\',\'report_dropped\',\'keep\',\'processes\',\'progress\',\'lines_on_demand\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'max_bytes\',\'schema_validation\',\'report_dropped\',\'keep\',\'processes\',\'progress\',\'lines_on_demand\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.max_bytes,self.schema_validation,self.report_dropped,self.keep,self.processes,self.lines_on_demand,))\n return __hash__',
    'def __create_fn__(_type_objects, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,objects:_type_objects)->_return_type:\n  self.objects=objects\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(objects={self.objects!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.objects,)==(other.objects,)\n  return NotImplemented\n return __eq__',
    "def __create_fn__(_type_skill, _type_config, _type_today, _type_allow_immediate_execution, _type_scheme, _type_purpose, _type_guidelines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_skill, _dflt_config, _dflt_today, _dflt_allow_immediate_execution, _dflt_scheme, _dflt_purpose, _dflt_guidelines, _return_type):\n def __init__(self,skill:_type_skill=_dflt_skill,config:_type_config=_dflt_config,today:_type_today=_dflt_today,allow_immediate_execution:_type_allow_immediate_execution=_dflt_allow_immediate_execution,scheme:_type_scheme=_dflt_scheme,purpose:_type_purpose=_dflt_purpose,guidelines:_type_guidelines=_dflt_guidelines)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'skill',skill)\n  __dataclass_builtins_object__.__setattr__(self,'config',config)\n  __dataclass_builtins_object__.__setattr__(self,'today',today)\n  __dataclass_builtins_object__.__setattr__(self,'allow_immediate_execution',allow_immediate_execution)\n  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)\n  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)\n  __dataclass_builtins_object__.__setattr__(self,'guidelines',guidelines)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(skill={self.skill!r}, config={self.config!r}, today={self.today!r}, allow_immediate_execution={self.allow_immediate_execution!r}, scheme={self.scheme!r}, purpose={self.purpose!r}, guidelines={self.guidelines!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.skill,self.config,self.today,self.allow_immediate_execution,self.scheme,self.purpose,self.guidelines,)==(other.skill,other.config,other.today,other.allow_immediate_execution,other.scheme,other.purpose,other.guidelines,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'skill\',\'config\',\'today\',\'allow_immediate_execution\',\'scheme\',\'purpose\',\'guidelines\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'skill\',\'config\',\'today\',\'allow_immediate_execution\',\'scheme\',\'purpose\',\'guidelines\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.skill,self.config,self.today,self.allow_immediate_execution,self.scheme,self.purpose,self.guidelines,))\n return __hash__',
    'def __create_fn__(_type_ident, _type_declared_count, _type_declared_sum, _type_count, _type_total, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_count, _dflt_total, _return_type):\n def __init__(self,ident:_type_ident,declared_count:_type_declared_count,declared_sum:_type_declared_sum,count:_type_count=_dflt_count,total:_type_total=_dflt_total)->_return_type:\n  self.ident=ident\n  self.declared_count=declared_count\n  self.declared_sum=declared_sum\n  self.count=count\n  self.total=total\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(ident={self.ident!r}, declared_count={self.declared_count!r}, declared_sum={self.declared_sum!r}, count={self.count!r}, total={self.total!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.ident,self.declared_count,self.declared_sum,self.count,self.total,)==(other.ident,other.declared_count,other.declared_sum,other.count,other.total,)\n  return NotImplemented\n return __eq__',
    "def __create_fn__(_type_path, _type_message, _type_pointer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_pointer, _return_type):\n def __init__(self,path:_type_path,message:_type_message,pointer:_type_pointer=_dflt_pointer)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'path',path)\n  __dataclass_builtins_object__.__setattr__(self,'message',message)\n  __dataclass_builtins_object__.__setattr__(self,'pointer',pointer)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(path={self.path!r}, message={self.message!r}, pointer={self.pointer!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.path,self.message,self.pointer,)==(other.path,other.message,other.pointer,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'path\',\'message\',\'pointer\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'path\',\'message\',\'pointer\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.path,self.message,self.pointer,))\n return __hash__',
    "def __create_fn__(_type_scheme, _type_today, _type_payment_info, _type_variant, _type_version, _type_execution_date, _type_memory, _type_variant_title, _type_creation_date, _type_message_id, _type_header, _type_group_header, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_payment_info, _dflt_variant, _dflt_version, _dflt_execution_date, _dflt_memory, _dflt_variant_title, _dflt_creation_date, _dflt_message_id, _dflt_header, _dflt_group_header, _return_type):\n def __init__(self,scheme:_type_scheme,today:_type_today,payment_info:_type_payment_info=_dflt_payment_info,variant:_type_variant=_dflt_variant,version:_type_version=_dflt_version,execution_date:_type_execution_date=_dflt_execution_date,memory:_type_memory=_dflt_memory,variant_title:_type_variant_title=_dflt_variant_title,creation_date:_type_creation_date=_dflt_creation_date,message_id:_type_message_id=_dflt_message_id,header:_type_header=_dflt_header,group_header:_type_group_header=_dflt_group_header)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)\n  __dataclass_builtins_object__.__setattr__(self,'today',today)\n  __dataclass_builtins_object__.__setattr__(self,'payment_info',payment_info)\n  __dataclass_builtins_object__.__setattr__(self,'variant',variant)\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n  __dataclass_builtins_object__.__setattr__(self,'execution_date',execution_date)\n  __dataclass_builtins_object__.__setattr__(self,'memory',memory)\n  __dataclass_builtins_object__.__setattr__(self,'variant_title',variant_title)\n  __dataclass_builtins_object__.__setattr__(self,'creation_date',creation_date)\n  __dataclass_builtins_object__.__setattr__(self,'message_id',message_id)\n  __dataclass_builtins_object__.__setattr__(self,'header',header)\n  __dataclass_builtins_object__.__setattr__(self,'group_header',group_header)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(scheme={self.scheme!r}, today={self.today!r}, payment_info={self.payment_info!r}, variant={self.variant!r}, version={self.version!r}, execution_date={self.execution_date!r}, memory={self.memory!r}, variant_title={self.variant_title!r}, creation_date={self.creation_date!r}, message_id={self.message_id!r}, header={self.header!r}, group_header={self.group_header!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.scheme,self.today,self.payment_info,self.variant,self.version,self.execution_date,self.memory,self.variant_title,self.creation_date,self.message_id,self.header,self.group_header,)==(other.scheme,other.today,other.payment_info,other.variant,other.version,other.execution_date,other.memory,other.variant_title,other.creation_date,other.message_id,other.header,other.group_header,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'scheme\',\'today\',\'payment_info\',\'variant\',\'version\',\'execution_date\',\'memory\',\'variant_title\',\'creation_date\',\'message_id\',\'header\',\'group_header\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'scheme\',\'today\',\'payment_info\',\'variant\',\'version\',\'execution_date\',\'memory\',\'variant_title\',\'creation_date\',\'message_id\',\'header\',\'group_header\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.scheme,self.today,self.payment_info,self.variant,self.version,self.execution_date,self.memory,self.variant_title,self.creation_date,self.message_id,self.header,self.group_header,))\n return __hash__',
    "def __create_fn__(_type_expression, _type_helpers, _type_convert, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_helpers, _dflt_convert, _return_type):\n def __init__(self,expression:_type_expression,helpers:_type_helpers=_HAS_DEFAULT_FACTORY,convert:_type_convert=_HAS_DEFAULT_FACTORY)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'expression',expression)\n  __dataclass_builtins_object__.__setattr__(self,'helpers',_dflt_helpers() if helpers is _HAS_DEFAULT_FACTORY else helpers)\n  __dataclass_builtins_object__.__setattr__(self,'convert',_dflt_convert() if convert is _HAS_DEFAULT_FACTORY else convert)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(expression={self.expression!r}, helpers={self.helpers!r}, convert={self.convert!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.expression,self.helpers,self.convert,)==(other.expression,other.helpers,other.convert,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'expression\',\'helpers\',\'convert\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'expression\',\'helpers\',\'convert\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.expression,self.helpers,self.convert,))\n return __hash__',
    "def __create_fn__(_type_name, _type_levels, _type_function, _type_params, _type_required, _type_defaults, _type_screen, _type_count, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_required, _dflt_defaults, _dflt_screen, _dflt_count, _return_type):\n def __init__(self,name:_type_name,levels:_type_levels,function:_type_function,params:_type_params,required:_type_required=_dflt_required,defaults:_type_defaults=_HAS_DEFAULT_FACTORY,screen:_type_screen=_dflt_screen,count:_type_count=_dflt_count)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'levels',levels)\n  __dataclass_builtins_object__.__setattr__(self,'function',function)\n  __dataclass_builtins_object__.__setattr__(self,'params',params)\n  __dataclass_builtins_object__.__setattr__(self,'required',required)\n  __dataclass_builtins_object__.__setattr__(self,'defaults',_dflt_defaults() if defaults is _HAS_DEFAULT_FACTORY else defaults)\n  __dataclass_builtins_object__.__setattr__(self,'screen',screen)\n  __dataclass_builtins_object__.__setattr__(self,'count',count)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, levels={self.levels!r}, function={self.function!r}, params={self.params!r}, required={self.required!r}, defaults={self.defaults!r}, screen={self.screen!r}, count={self.count!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.levels,self.function,self.params,self.required,self.defaults,self.screen,self.count,)==(other.name,other.levels,other.function,other.params,other.required,other.defaults,other.screen,other.count,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'levels\',\'function\',\'params\',\'required\',\'defaults\',\'screen\',\'count\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'levels\',\'function\',\'params\',\'required\',\'defaults\',\'screen\',\'count\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.levels,self.function,self.params,self.required,self.defaults,self.screen,self.count,))\n return __hash__',
    'def __create_fn__(_type_data, _type_path, _type_size, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,data:_type_data,path:_type_path,size:_type_size)->_return_type:\n  self.data=data\n  self.path=path\n  self.size=size\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(data={self.data!r}, path={self.path!r}, size={self.size!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.data,self.path,self.size,)==(other.data,other.path,other.size,)\n  return NotImplemented\n return __eq__',
    "def __create_fn__(_type_name, _type_profile, _type_scheme, _type_purpose, _type_immediate, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,name:_type_name,profile:_type_profile,scheme:_type_scheme,purpose:_type_purpose,immediate:_type_immediate)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'profile',profile)\n  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)\n  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)\n  __dataclass_builtins_object__.__setattr__(self,'immediate',immediate)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(name={self.name!r}, profile={self.profile!r}, scheme={self.scheme!r}, purpose={self.purpose!r}, immediate={self.immediate!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.name,self.profile,self.scheme,self.purpose,self.immediate,)==(other.name,other.profile,other.scheme,other.purpose,other.immediate,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'name\',\'profile\',\'scheme\',\'purpose\',\'immediate\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'name\',\'profile\',\'scheme\',\'purpose\',\'immediate\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.name,self.profile,self.scheme,self.purpose,self.immediate,))\n return __hash__',
    "def __create_fn__(_type_checks, _type_to, _type_pain_version, _type_structure_addresses, _type_redirect, _type_psu_id, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,checks:_type_checks,to:_type_to,pain_version:_type_pain_version,structure_addresses:_type_structure_addresses,redirect:_type_redirect,psu_id:_type_psu_id)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'checks',checks)\n  __dataclass_builtins_object__.__setattr__(self,'to',to)\n  __dataclass_builtins_object__.__setattr__(self,'pain_version',pain_version)\n  __dataclass_builtins_object__.__setattr__(self,'structure_addresses',structure_addresses)\n  __dataclass_builtins_object__.__setattr__(self,'redirect',redirect)\n  __dataclass_builtins_object__.__setattr__(self,'psu_id',psu_id)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(checks={self.checks!r}, to={self.to!r}, pain_version={self.pain_version!r}, structure_addresses={self.structure_addresses!r}, redirect={self.redirect!r}, psu_id={self.psu_id!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.checks,self.to,self.pain_version,self.structure_addresses,self.redirect,self.psu_id,)==(other.checks,other.to,other.pain_version,other.structure_addresses,other.redirect,other.psu_id,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'checks\',\'to\',\'pain_version\',\'structure_addresses\',\'redirect\',\'psu_id\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'checks\',\'to\',\'pain_version\',\'structure_addresses\',\'redirect\',\'psu_id\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.checks,self.to,self.pain_version,self.structure_addresses,self.redirect,self.psu_id,))\n return __hash__',
    "def __create_fn__(_type_skill, _type_skills_file, _type_require_profile, _type_scheme, _type_purpose, _type_severities, _type_ignores, _type_immediate, _type_max_per_code, _type_all_findings, _type_max_bytes, _type_guidelines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_skill, _dflt_skills_file, _dflt_require_profile, _dflt_scheme, _dflt_purpose, _dflt_severities, _dflt_ignores, _dflt_immediate, _dflt_max_per_code, _dflt_all_findings, _dflt_max_bytes, _dflt_guidelines, _return_type):\n def __init__(self,skill:_type_skill=_dflt_skill,skills_file:_type_skills_file=_dflt_skills_file,require_profile:_type_require_profile=_dflt_require_profile,scheme:_type_scheme=_dflt_scheme,purpose:_type_purpose=_dflt_purpose,severities:_type_severities=_dflt_severities,ignores:_type_ignores=_dflt_ignores,immediate:_type_immediate=_dflt_immediate,max_per_code:_type_max_per_code=_dflt_max_per_code,all_findings:_type_all_findings=_dflt_all_findings,max_bytes:_type_max_bytes=_dflt_max_bytes,guidelines:_type_guidelines=_dflt_guidelines)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'skill',skill)\n  __dataclass_builtins_object__.__setattr__(self,'skills_file',skills_file)\n  __dataclass_builtins_object__.__setattr__(self,'require_profile',require_profile)\n  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)\n  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)\n  __dataclass_builtins_object__.__setattr__(self,'severities',severities)\n  __dataclass_builtins_object__.__setattr__(self,'ignores',ignores)\n  __dataclass_builtins_object__.__setattr__(self,'immediate',immediate)\n  __dataclass_builtins_object__.__setattr__(self,'max_per_code',max_per_code)\n  __dataclass_builtins_object__.__setattr__(self,'all_findings',all_findings)\n  __dataclass_builtins_object__.__setattr__(self,'max_bytes',max_bytes)\n  __dataclass_builtins_object__.__setattr__(self,'guidelines',guidelines)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(skill={self.skill!r}, skills_file={self.skills_file!r}, require_profile={self.require_profile!r}, scheme={self.scheme!r}, purpose={self.purpose!r}, severities={self.severities!r}, ignores={self.ignores!r}, immediate={self.immediate!r}, max_per_code={self.max_per_code!r}, all_findings={self.all_findings!r}, max_bytes={self.max_bytes!r}, guidelines={self.guidelines!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.skill,self.skills_file,self.require_profile,self.scheme,self.purpose,self.severities,self.ignores,self.immediate,self.max_per_code,self.all_findings,self.max_bytes,self.guidelines,)==(other.skill,other.skills_file,other.require_profile,other.scheme,other.purpose,other.severities,other.ignores,other.immediate,other.max_per_code,other.all_findings,other.max_bytes,other.guidelines,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'skill\',\'skills_file\',\'require_profile\',\'scheme\',\'purpose\',\'severities\',\'ignores\',\'immediate\',\'max_per_code\',\'all_findings\',\'max_bytes\',\'guidelines\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'skill\',\'skills_file\',\'require_profile\',\'scheme\',\'purpose\',\'severities\',\'ignores\',\'immediate\',\'max_per_code\',\'all_findings\',\'max_bytes\',\'guidelines\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.skill,self.skills_file,self.require_profile,self.scheme,self.purpose,self.severities,self.ignores,self.immediate,self.max_per_code,self.all_findings,self.max_bytes,self.guidelines,))\n return __hash__',
    "def __create_fn__(_type_options, _type_config, _type_profile, _type_purpose, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,options:_type_options,config:_type_config,profile:_type_profile,purpose:_type_purpose)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'options',options)\n  __dataclass_builtins_object__.__setattr__(self,'config',config)\n  __dataclass_builtins_object__.__setattr__(self,'profile',profile)\n  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(options={self.options!r}, config={self.config!r}, profile={self.profile!r}, purpose={self.purpose!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.options,self.config,self.profile,self.purpose,)==(other.options,other.config,other.profile,other.purpose,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'options\',\'config\',\'profile\',\'purpose\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'options\',\'config\',\'profile\',\'purpose\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.options,self.config,self.profile,self.purpose,))\n return __hash__',
    'def __create_fn__(_type_output, _type_size, _type_target_format, _type_report, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,output:_type_output,size:_type_size,target_format:_type_target_format,report:_type_report)->_return_type:\n  self.output=output\n  self.size=size\n  self.target_format=target_format\n  self.report=report\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(output={self.output!r}, size={self.size!r}, target_format={self.target_format!r}, report={self.report!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.output,self.size,self.target_format,self.report,)==(other.output,other.size,other.target_format,other.report,)\n  return NotImplemented\n return __eq__',
    "def __create_fn__(_type_base, _type_enumeration, _type_pattern, _type_min_length, _type_max_length, _type_total_digits, _type_fraction_digits, _type_min_inclusive, _type_max_inclusive, _type_also, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_enumeration, _dflt_pattern, _dflt_min_length, _dflt_max_length, _dflt_total_digits, _dflt_fraction_digits, _dflt_min_inclusive, _dflt_max_inclusive, _dflt_also, _return_type):\n def __init__(self,base:_type_base,enumeration:_type_enumeration=_dflt_enumeration,pattern:_type_pattern=_dflt_pattern,min_length:_type_min_length=_dflt_min_length,max_length:_type_max_length=_dflt_max_length,total_digits:_type_total_digits=_dflt_total_digits,fraction_digits:_type_fraction_digits=_dflt_fraction_digits,min_inclusive:_type_min_inclusive=_dflt_min_inclusive,max_inclusive:_type_max_inclusive=_dflt_max_inclusive,also:_type_also=_dflt_also)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'base',base)\n  __dataclass_builtins_object__.__setattr__(self,'enumeration',enumeration)\n  __dataclass_builtins_object__.__setattr__(self,'pattern',pattern)\n  __dataclass_builtins_object__.__setattr__(self,'min_length',min_length)\n  __dataclass_builtins_object__.__setattr__(self,'max_length',max_length)\n  __dataclass_builtins_object__.__setattr__(self,'total_digits',total_digits)\n  __dataclass_builtins_object__.__setattr__(self,'fraction_digits',fraction_digits)\n  __dataclass_builtins_object__.__setattr__(self,'min_inclusive',min_inclusive)\n  __dataclass_builtins_object__.__setattr__(self,'max_inclusive',max_inclusive)\n  __dataclass_builtins_object__.__setattr__(self,'also',also)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(base={self.base!r}, enumeration={self.enumeration!r}, pattern={self.pattern!r}, min_length={self.min_length!r}, max_length={self.max_length!r}, total_digits={self.total_digits!r}, fraction_digits={self.fraction_digits!r}, min_inclusive={self.min_inclusive!r}, max_inclusive={self.max_inclusive!r}, also={self.also!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.base,self.enumeration,self.pattern,self.min_length,self.max_length,self.total_digits,self.fraction_digits,self.min_inclusive,self.max_inclusive,self.also,)==(other.base,other.enumeration,other.pattern,other.min_length,other.max_length,other.total_digits,other.fraction_digits,other.min_inclusive,other.max_inclusive,other.also,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'base\',\'enumeration\',\'pattern\',\'min_length\',\'max_length\',\'total_digits\',\'fraction_digits\',\'min_inclusive\',\'max_inclusive\',\'also\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'base\',\'enumeration\',\'pattern\',\'min_length\',\'max_length\',\'total_digits\',\'fraction_digits\',\'min_inclusive\',\'max_inclusive\',\'also\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.base,self.enumeration,self.pattern,self.min_length,self.max_length,self.total_digits,self.fraction_digits,self.min_inclusive,self.max_inclusive,self.also,))\n return __hash__',
    "def __create_fn__(_type_minimum, _type_maximum, _type_name, _type_type_name, _type_choice, _type_particles, _type_wildcard, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_type_name, _dflt_choice, _dflt_particles, _dflt_wildcard, _return_type):\n def __init__(self,minimum:_type_minimum,maximum:_type_maximum,name:_type_name=_dflt_name,type_name:_type_type_name=_dflt_type_name,choice:_type_choice=_dflt_choice,particles:_type_particles=_dflt_particles,wildcard:_type_wildcard=_dflt_wildcard)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'minimum',minimum)\n  __dataclass_builtins_object__.__setattr__(self,'maximum',maximum)\n  __dataclass_builtins_object__.__setattr__(self,'name',name)\n  __dataclass_builtins_object__.__setattr__(self,'type_name',type_name)\n  __dataclass_builtins_object__.__setattr__(self,'choice',choice)\n  __dataclass_builtins_object__.__setattr__(self,'particles',particles)\n  __dataclass_builtins_object__.__setattr__(self,'wildcard',wildcard)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(minimum={self.minimum!r}, maximum={self.maximum!r}, name={self.name!r}, type_name={self.type_name!r}, choice={self.choice!r}, particles={self.particles!r}, wildcard={self.wildcard!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.minimum,self.maximum,self.name,self.type_name,self.choice,self.particles,self.wildcard,)==(other.minimum,other.maximum,other.name,other.type_name,other.choice,other.particles,other.wildcard,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'minimum\',\'maximum\',\'name\',\'type_name\',\'choice\',\'particles\',\'wildcard\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'minimum\',\'maximum\',\'name\',\'type_name\',\'choice\',\'particles\',\'wildcard\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.minimum,self.maximum,self.name,self.type_name,self.choice,self.particles,self.wildcard,))\n return __hash__',
    "def __create_fn__(_type_content, _type_attributes, _type_simple, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_simple, _return_type):\n def __init__(self,content:_type_content,attributes:_type_attributes,simple:_type_simple=_dflt_simple)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'content',content)\n  __dataclass_builtins_object__.__setattr__(self,'attributes',attributes)\n  __dataclass_builtins_object__.__setattr__(self,'simple',simple)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(content={self.content!r}, attributes={self.attributes!r}, simple={self.simple!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.content,self.attributes,self.simple,)==(other.content,other.attributes,other.simple,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'content\',\'attributes\',\'simple\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'content\',\'attributes\',\'simple\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.content,self.attributes,self.simple,))\n return __hash__',
    "def __create_fn__(_type_complex, _type_simple, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,complex:_type_complex,simple:_type_simple)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'complex',complex)\n  __dataclass_builtins_object__.__setattr__(self,'simple',simple)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(complex={self.complex!r}, simple={self.simple!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.complex,self.simple,)==(other.complex,other.simple,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'complex\',\'simple\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'complex\',\'simple\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.complex,self.simple,))\n return __hash__',
    "def __create_fn__(_type_type_name, _type_required, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,type_name:_type_type_name,required:_type_required)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'type_name',type_name)\n  __dataclass_builtins_object__.__setattr__(self,'required',required)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(type_name={self.type_name!r}, required={self.required!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.type_name,self.required,)==(other.type_name,other.required,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'type_name\',\'required\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'type_name\',\'required\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.type_name,self.required,))\n return __hash__',
    'def __create_fn__(_type_draw, _type_schema, _type_namespace, _type_statuses, _type_density, _type_left, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_left, _return_type):\n def __init__(self,draw:_type_draw,schema:_type_schema,namespace:_type_namespace,statuses:_type_statuses,density:_type_density,left:_type_left=_dflt_left)->_return_type:\n  self.draw=draw\n  self.schema=schema\n  self.namespace=namespace\n  self.statuses=statuses\n  self.density=density\n  self.left=left\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(draw={self.draw!r}, schema={self.schema!r}, namespace={self.namespace!r}, statuses={self.statuses!r}, density={self.density!r}, left={self.left!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.draw,self.schema,self.namespace,self.statuses,self.density,self.left,)==(other.draw,other.schema,other.namespace,other.statuses,other.density,other.left,)\n  return NotImplemented\n return __eq__',
    "def __create_fn__(_type_model, _type_what, _type_verb, _type_index, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_verb, _dflt_index, _return_type):\n def __init__(self,model:_type_model,what:_type_what,verb:_type_verb=_dflt_verb,index:_type_index=_dflt_index)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'model',model)\n  __dataclass_builtins_object__.__setattr__(self,'what',what)\n  __dataclass_builtins_object__.__setattr__(self,'verb',verb)\n  __dataclass_builtins_object__.__setattr__(self,'index',index)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(model={self.model!r}, what={self.what!r}, verb={self.verb!r}, index={self.index!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.model,self.what,self.verb,self.index,)==(other.model,other.what,other.verb,other.index,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'model\',\'what\',\'verb\',\'index\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'model\',\'what\',\'verb\',\'index\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.model,self.what,self.verb,self.index,))\n return __hash__',
    "def __create_fn__(_type_kind, _type_type, _type_amount, _type_model, _type_index, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_index, _return_type):\n def __init__(self,kind:_type_kind,type:_type_type,amount:_type_amount,model:_type_model,index:_type_index=_dflt_index)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'kind',kind)\n  __dataclass_builtins_object__.__setattr__(self,'type',type)\n  __dataclass_builtins_object__.__setattr__(self,'amount',amount)\n  __dataclass_builtins_object__.__setattr__(self,'model',model)\n  __dataclass_builtins_object__.__setattr__(self,'index',index)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(kind={self.kind!r}, type={self.type!r}, amount={self.amount!r}, model={self.model!r}, index={self.index!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.kind,self.type,self.amount,self.model,self.index,)==(other.kind,other.type,other.amount,other.model,other.index,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'kind\',\'type\',\'amount\',\'model\',\'index\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'kind\',\'type\',\'amount\',\'model\',\'index\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.kind,self.type,self.amount,self.model,self.index,))\n return __hash__',
    "def __create_fn__(_type_message_id, _type_creation_date_time, _type_requested_execution_date, _type_initiating_party_name, _type_debtor, _type_debtor_account, _type_indent, _type_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_message_id, _dflt_creation_date_time, _dflt_requested_execution_date, _dflt_initiating_party_name, _dflt_debtor, _dflt_debtor_account, _dflt_indent, _dflt_version, _return_type):\n def __init__(self,message_id:_type_message_id=_dflt_message_id,creation_date_time:_type_creation_date_time=_dflt_creation_date_time,requested_execution_date:_type_requested_execution_date=_dflt_requested_execution_date,initiating_party_name:_type_initiating_party_name=_dflt_initiating_party_name,debtor:_type_debtor=_dflt_debtor,debtor_account:_type_debtor_account=_dflt_debtor_account,indent:_type_indent=_dflt_indent,version:_type_version=_dflt_version)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'message_id',message_id)\n  __dataclass_builtins_object__.__setattr__(self,'creation_date_time',creation_date_time)\n  __dataclass_builtins_object__.__setattr__(self,'requested_execution_date',requested_execution_date)\n  __dataclass_builtins_object__.__setattr__(self,'initiating_party_name',initiating_party_name)\n  __dataclass_builtins_object__.__setattr__(self,'debtor',debtor)\n  __dataclass_builtins_object__.__setattr__(self,'debtor_account',debtor_account)\n  __dataclass_builtins_object__.__setattr__(self,'indent',indent)\n  __dataclass_builtins_object__.__setattr__(self,'version',version)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(message_id={self.message_id!r}, creation_date_time={self.creation_date_time!r}, requested_execution_date={self.requested_execution_date!r}, initiating_party_name={self.initiating_party_name!r}, debtor={self.debtor!r}, debtor_account={self.debtor_account!r}, indent={self.indent!r}, version={self.version!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.message_id,self.creation_date_time,self.requested_execution_date,self.initiating_party_name,self.debtor,self.debtor_account,self.indent,self.version,)==(other.message_id,other.creation_date_time,other.requested_execution_date,other.initiating_party_name,other.debtor,other.debtor_account,other.indent,other.version,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'message_id\',\'creation_date_time\',\'requested_execution_date\',\'initiating_party_name\',\'debtor\',\'debtor_account\',\'indent\',\'version\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'message_id\',\'creation_date_time\',\'requested_execution_date\',\'initiating_party_name\',\'debtor\',\'debtor_account\',\'indent\',\'version\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.message_id,self.creation_date_time,self.requested_execution_date,self.initiating_party_name,self.debtor,self.debtor_account,self.indent,self.version,))\n return __hash__',
    "def __create_fn__(_type_info, _type_count, _type_total, _type_start, _type_end, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,info:_type_info,count:_type_count,total:_type_total,start:_type_start,end:_type_end)->_return_type:\n  __dataclass_builtins_object__.__setattr__(self,'info',info)\n  __dataclass_builtins_object__.__setattr__(self,'count',count)\n  __dataclass_builtins_object__.__setattr__(self,'total',total)\n  __dataclass_builtins_object__.__setattr__(self,'start',start)\n  __dataclass_builtins_object__.__setattr__(self,'end',end)\n return __init__",
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(info={self.info!r}, count={self.count!r}, total={self.total!r}, start={self.start!r}, end={self.end!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.info,self.count,self.total,self.start,self.end,)==(other.info,other.count,other.total,other.start,other.end,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __setattr__(self,name,value):\n  if type(self) is cls or name in (\'info\',\'count\',\'total\',\'start\',\'end\',):\n   raise FrozenInstanceError(f"cannot assign to field {name!r}")\n  super(cls, self).__setattr__(name, value)\n return __setattr__',
    'def __create_fn__(cls, FrozenInstanceError):\n def __delattr__(self,name):\n  if type(self) is cls or name in (\'info\',\'count\',\'total\',\'start\',\'end\',):\n   raise FrozenInstanceError(f"cannot delete field {name!r}")\n  super(cls, self).__delattr__(name)\n return __delattr__',
    'def __create_fn__():\n def __hash__(self):\n  return hash((self.info,self.count,self.total,self.start,self.end,))\n return __hash__',
    'def __create_fn__(_type_writer, _type_readable, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):\n def __init__(self,writer:_type_writer,readable:_type_readable)->_return_type:\n  self.writer=writer\n  self.readable=readable\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(writer={self.writer!r}, readable={self.readable!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.writer,self.readable,)==(other.writer,other.readable,)\n  return NotImplemented\n return __eq__',
    'def __create_fn__(_type_row, _type_count, _type_where, _type_what, _type_verb, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_verb, _return_type):\n def __init__(self,row:_type_row,count:_type_count,where:_type_where,what:_type_what,verb:_type_verb=_dflt_verb)->_return_type:\n  self.row=row\n  self.count=count\n  self.where=where\n  self.what=what\n  self.verb=verb\n return __init__',
    'def __create_fn__():\n def __repr__(self):\n  return self.__class__.__qualname__ + f"(row={self.row!r}, count={self.count!r}, where={self.where!r}, what={self.what!r}, verb={self.verb!r})"\n return __repr__',
    'def __create_fn__():\n def __eq__(self,other):\n  if other.__class__ is self.__class__:\n   return (self.row,self.count,self.where,self.what,self.verb,)==(other.row,other.count,other.where,other.what,other.verb,)\n  return NotImplemented\n return __eq__',
)

#: The code of each text, at its index in TEXTS.
CODES = []
_keep = CODES.append

def __create_fn__(_type_code, _type_severity, _type_summary, _type_also, _type_service, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_also, _dflt_service, _return_type):
 def __init__(self,code:_type_code,severity:_type_severity,summary:_type_summary,also:_type_also=_dflt_also,service:_type_service=_dflt_service)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'severity',severity)
  __dataclass_builtins_object__.__setattr__(self,'summary',summary)
  __dataclass_builtins_object__.__setattr__(self,'also',also)
  __dataclass_builtins_object__.__setattr__(self,'service',service)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, severity={self.severity!r}, summary={self.summary!r}, also={self.also!r}, service={self.service!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.severity,self.summary,self.also,self.service,)==(other.code,other.severity,other.summary,other.also,other.service,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','severity','summary','also','service',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','severity','summary','also','service',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.severity,self.summary,self.also,self.service,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_code, _type_severity, _type_message, _type_line, _type_column, _type_xpath, _type_pointer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_line, _dflt_column, _dflt_xpath, _dflt_pointer, _return_type):
 def __init__(self,code:_type_code,severity:_type_severity,message:_type_message,line:_type_line=_dflt_line,column:_type_column=_dflt_column,xpath:_type_xpath=_dflt_xpath,pointer:_type_pointer=_dflt_pointer)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'severity',severity)
  __dataclass_builtins_object__.__setattr__(self,'message',message)
  __dataclass_builtins_object__.__setattr__(self,'line',line)
  __dataclass_builtins_object__.__setattr__(self,'column',column)
  __dataclass_builtins_object__.__setattr__(self,'xpath',xpath)
  __dataclass_builtins_object__.__setattr__(self,'pointer',pointer)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, severity={self.severity!r}, message={self.message!r}, line={self.line!r}, column={self.column!r}, xpath={self.xpath!r}, pointer={self.pointer!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.severity,self.message,self.line,self.column,self.xpath,self.pointer,)==(other.code,other.severity,other.message,other.line,other.column,other.xpath,other.pointer,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','severity','message','line','column','xpath','pointer',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','severity','message','line','column','xpath','pointer',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.severity,self.message,self.line,self.column,self.xpath,self.pointer,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_xpath, _type_pointer, _type_line, _type_column, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_xpath, _dflt_pointer, _dflt_line, _dflt_column, _return_type):
 def __init__(self,xpath:_type_xpath=_dflt_xpath,pointer:_type_pointer=_dflt_pointer,line:_type_line=_dflt_line,column:_type_column=_dflt_column)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'xpath',xpath)
  __dataclass_builtins_object__.__setattr__(self,'pointer',pointer)
  __dataclass_builtins_object__.__setattr__(self,'line',line)
  __dataclass_builtins_object__.__setattr__(self,'column',column)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(xpath={self.xpath!r}, pointer={self.pointer!r}, line={self.line!r}, column={self.column!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.xpath,self.pointer,self.line,self.column,)==(other.xpath,other.pointer,other.line,other.column,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('xpath','pointer','line','column',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('xpath','pointer','line','column',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.xpath,self.pointer,self.line,self.column,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_code, _type_severity, _type_count, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,code:_type_code,severity:_type_severity,count:_type_count)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'severity',severity)
  __dataclass_builtins_object__.__setattr__(self,'count',count)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, severity={self.severity!r}, count={self.count!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.severity,self.count,)==(other.code,other.severity,other.count,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','severity','count',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','severity','count',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.severity,self.count,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_path, _type_findings, _type_held, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_held, _return_type):
 def __init__(self,path:_type_path,findings:_type_findings,held:_type_held=_dflt_held)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'findings',findings)
  __dataclass_builtins_object__.__setattr__(self,'held',held)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(path={self.path!r}, findings={self.findings!r}, held={self.held!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.path,self.findings,self.held,)==(other.path,other.findings,other.held,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('path','findings','held',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('path','findings','held',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.path,self.findings,self.held,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_color, _type_root, _type_show_info, _type_guidelines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_color, _dflt_root, _dflt_show_info, _dflt_guidelines, _return_type):
 def __init__(self,color:_type_color=_dflt_color,root:_type_root=_dflt_root,show_info:_type_show_info=_dflt_show_info,guidelines:_type_guidelines=_dflt_guidelines)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'color',color)
  __dataclass_builtins_object__.__setattr__(self,'root',root)
  __dataclass_builtins_object__.__setattr__(self,'show_info',show_info)
  __dataclass_builtins_object__.__setattr__(self,'guidelines',guidelines)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(color={self.color!r}, root={self.root!r}, show_info={self.show_info!r}, guidelines={self.guidelines!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.color,self.root,self.show_info,self.guidelines,)==(other.color,other.root,other.show_info,other.guidelines,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('color','root','show_info','guidelines',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('color','root','show_info','guidelines',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.color,self.root,self.show_info,self.guidelines,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,path:_type_path)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, path={self.path!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.path,)==(other.name,other.path,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','path',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','path',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.path,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_scheme, _type_purpose, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_scheme, _dflt_purpose, _return_type):
 def __init__(self,scheme:_type_scheme=_dflt_scheme,purpose:_type_purpose=_dflt_purpose)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)
  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(scheme={self.scheme!r}, purpose={self.purpose!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.scheme,self.purpose,)==(other.scheme,other.purpose,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('scheme','purpose',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('scheme','purpose',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.scheme,self.purpose,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_origin, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_origin, _return_type):
 def __init__(self,name:_type_name,origin:_type_origin=_dflt_origin)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, origin={self.origin!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.origin,)==(other.name,other.origin,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','origin',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','origin',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.origin,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_method, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,method:_type_method,path:_type_path)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'method',method)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(method={self.method!r}, path={self.path!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.method,self.path,)==(other.method,other.path,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('method','path',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('method','path',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.method,self.path,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_max_attempts, _type_base_delay, _type_max_delay, _type_random, _type_sleep, _type_async_sleep, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_max_attempts, _dflt_base_delay, _dflt_max_delay, _dflt_random, _dflt_sleep, _dflt_async_sleep, _return_type):
 def __init__(self,max_attempts:_type_max_attempts=_dflt_max_attempts,base_delay:_type_base_delay=_dflt_base_delay,max_delay:_type_max_delay=_dflt_max_delay,random:_type_random=_dflt_random,sleep:_type_sleep=_dflt_sleep,async_sleep:_type_async_sleep=_dflt_async_sleep)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'max_attempts',max_attempts)
  __dataclass_builtins_object__.__setattr__(self,'base_delay',base_delay)
  __dataclass_builtins_object__.__setattr__(self,'max_delay',max_delay)
  __dataclass_builtins_object__.__setattr__(self,'random',random)
  __dataclass_builtins_object__.__setattr__(self,'sleep',sleep)
  __dataclass_builtins_object__.__setattr__(self,'async_sleep',async_sleep)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(max_attempts={self.max_attempts!r}, base_delay={self.base_delay!r}, max_delay={self.max_delay!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.max_attempts,self.base_delay,self.max_delay,self.random,self.sleep,self.async_sleep,)==(other.max_attempts,other.base_delay,other.max_delay,other.random,other.sleep,other.async_sleep,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('max_attempts','base_delay','max_delay','random','sleep','async_sleep',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('max_attempts','base_delay','max_delay','random','sleep','async_sleep',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.max_attempts,self.base_delay,self.max_delay,self.random,self.sleep,self.async_sleep,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_retry, _type_delay, _type_outcome_unknown, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_delay, _dflt_outcome_unknown, _dflt_reason, _return_type):
 def __init__(self,retry:_type_retry,delay:_type_delay=_dflt_delay,outcome_unknown:_type_outcome_unknown=_dflt_outcome_unknown,reason:_type_reason=_dflt_reason)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'retry',retry)
  __dataclass_builtins_object__.__setattr__(self,'delay',delay)
  __dataclass_builtins_object__.__setattr__(self,'outcome_unknown',outcome_unknown)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(retry={self.retry!r}, delay={self.delay!r}, outcome_unknown={self.outcome_unknown!r}, reason={self.reason!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.retry,self.delay,self.outcome_unknown,self.reason,)==(other.retry,other.delay,other.outcome_unknown,other.reason,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('retry','delay','outcome_unknown','reason',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('retry','delay','outcome_unknown','reason',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.retry,self.delay,self.outcome_unknown,self.reason,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_base_url, _type_client_id, _type_client_app_key, _type_client_secret, _type_connect_timeout, _type_read_timeout, _type_write_timeout, _type_pool_timeout, _type_retry, _type_transport, _type_async_transport, _type_log_http, _type_user_agent, _type_signer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_connect_timeout, _dflt_read_timeout, _dflt_write_timeout, _dflt_pool_timeout, _dflt_retry, _dflt_transport, _dflt_async_transport, _dflt_log_http, _dflt_user_agent, _dflt_signer, _return_type):
 def __init__(self,base_url:_type_base_url,client_id:_type_client_id,client_app_key:_type_client_app_key,client_secret:_type_client_secret,connect_timeout:_type_connect_timeout=_dflt_connect_timeout,read_timeout:_type_read_timeout=_dflt_read_timeout,write_timeout:_type_write_timeout=_dflt_write_timeout,pool_timeout:_type_pool_timeout=_dflt_pool_timeout,retry:_type_retry=_HAS_DEFAULT_FACTORY,transport:_type_transport=_dflt_transport,async_transport:_type_async_transport=_dflt_async_transport,log_http:_type_log_http=_dflt_log_http,user_agent:_type_user_agent=_dflt_user_agent,signer:_type_signer=_dflt_signer)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'base_url',base_url)
  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)
  __dataclass_builtins_object__.__setattr__(self,'client_app_key',client_app_key)
  __dataclass_builtins_object__.__setattr__(self,'client_secret',client_secret)
  __dataclass_builtins_object__.__setattr__(self,'connect_timeout',connect_timeout)
  __dataclass_builtins_object__.__setattr__(self,'read_timeout',read_timeout)
  __dataclass_builtins_object__.__setattr__(self,'write_timeout',write_timeout)
  __dataclass_builtins_object__.__setattr__(self,'pool_timeout',pool_timeout)
  __dataclass_builtins_object__.__setattr__(self,'retry',_dflt_retry() if retry is _HAS_DEFAULT_FACTORY else retry)
  __dataclass_builtins_object__.__setattr__(self,'transport',transport)
  __dataclass_builtins_object__.__setattr__(self,'async_transport',async_transport)
  __dataclass_builtins_object__.__setattr__(self,'log_http',log_http)
  __dataclass_builtins_object__.__setattr__(self,'user_agent',user_agent)
  __dataclass_builtins_object__.__setattr__(self,'signer',signer)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(base_url={self.base_url!r}, client_id={self.client_id!r}, connect_timeout={self.connect_timeout!r}, read_timeout={self.read_timeout!r}, write_timeout={self.write_timeout!r}, pool_timeout={self.pool_timeout!r}, retry={self.retry!r}, log_http={self.log_http!r}, user_agent={self.user_agent!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.base_url,self.client_id,self.client_app_key,self.client_secret,self.connect_timeout,self.read_timeout,self.write_timeout,self.pool_timeout,self.retry,self.log_http,self.user_agent,)==(other.base_url,other.client_id,other.client_app_key,other.client_secret,other.connect_timeout,other.read_timeout,other.write_timeout,other.pool_timeout,other.retry,other.log_http,other.user_agent,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('base_url','client_id','client_app_key','client_secret','connect_timeout','read_timeout','write_timeout','pool_timeout','retry','transport','async_transport','log_http','user_agent','signer',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('base_url','client_id','client_app_key','client_secret','connect_timeout','read_timeout','write_timeout','pool_timeout','retry','transport','async_transport','log_http','user_agent','signer',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.base_url,self.client_id,self.client_app_key,self.client_secret,self.connect_timeout,self.read_timeout,self.write_timeout,self.pool_timeout,self.retry,self.log_http,self.user_agent,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_session_id, _type_nonce, _type_skill, _type_status, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_status, _return_type):
 def __init__(self,session_id:_type_session_id,nonce:_type_nonce,skill:_type_skill,status:_type_status=_dflt_status)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'session_id',session_id)
  __dataclass_builtins_object__.__setattr__(self,'nonce',nonce)
  __dataclass_builtins_object__.__setattr__(self,'skill',skill)
  __dataclass_builtins_object__.__setattr__(self,'status',status)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(session_id={self.session_id!r}, skill={self.skill!r}, status={self.status!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.session_id,self.nonce,self.skill,self.status,)==(other.session_id,other.nonce,other.skill,other.status,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('session_id','nonce','skill','status',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('session_id','nonce','skill','status',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.session_id,self.nonce,self.skill,self.status,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_url, _type_method, _type_headers, _type_session_status, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_method, _dflt_headers, _dflt_session_status, _return_type):
 def __init__(self,url:_type_url,method:_type_method=_dflt_method,headers:_type_headers=_HAS_DEFAULT_FACTORY,session_status:_type_session_status=_dflt_session_status)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'url',url)
  __dataclass_builtins_object__.__setattr__(self,'method',method)
  __dataclass_builtins_object__.__setattr__(self,'headers',_dflt_headers() if headers is _HAS_DEFAULT_FACTORY else headers)
  __dataclass_builtins_object__.__setattr__(self,'session_status',session_status)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(url={self.url!r}, method={self.method!r}, headers={self.headers!r}, session_status={self.session_status!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.url,self.method,self.headers,self.session_status,)==(other.url,other.method,other.headers,other.session_status,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('url','method','headers','session_status',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('url','method','headers','session_status',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.url,self.method,self.headers,self.session_status,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_credentials_id, _type_access_token, _type_consent_exp, _type_max_data_retention, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_consent_exp, _dflt_max_data_retention, _return_type):
 def __init__(self,credentials_id:_type_credentials_id,access_token:_type_access_token,consent_exp:_type_consent_exp=_dflt_consent_exp,max_data_retention:_type_max_data_retention=_dflt_max_data_retention)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'credentials_id',credentials_id)
  __dataclass_builtins_object__.__setattr__(self,'access_token',access_token)
  __dataclass_builtins_object__.__setattr__(self,'consent_exp',consent_exp)
  __dataclass_builtins_object__.__setattr__(self,'max_data_retention',max_data_retention)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(credentials_id={self.credentials_id!r}, consent_exp={self.consent_exp!r}, max_data_retention={self.max_data_retention!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.credentials_id,self.access_token,self.consent_exp,self.max_data_retention,)==(other.credentials_id,other.access_token,other.consent_exp,other.max_data_retention,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('credentials_id','access_token','consent_exp','max_data_retention',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('credentials_id','access_token','consent_exp','max_data_retention',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.credentials_id,self.access_token,self.consent_exp,self.max_data_retention,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_id, _type_status, _type_data, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_data, _return_type):
 def __init__(self,id:_type_id,status:_type_status,data:_type_data=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'id',id)
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'data',_dflt_data() if data is _HAS_DEFAULT_FACTORY else data)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(id={self.id!r}, status={self.status!r}, data={self.data!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.id,self.status,self.data,)==(other.id,other.status,other.data,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('id','status','data',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('id','status','data',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.id,self.status,self.data,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_operation, _type_path, _type_body, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,operation:_type_operation,path:_type_path,body:_type_body)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'operation',operation)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'body',body)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(operation={self.operation!r}, path={self.path!r}, body={self.body!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.operation,self.path,self.body,)==(other.operation,other.path,other.body,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('operation','path','body',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('operation','path','body',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.operation,self.path,self.body,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_key, _type_batch, _type_position, _type_label, _type_skill, _type_base_url, _type_credential_source, _type_tenant_user_id, _type_data, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_source, _return_type):
 def __init__(self,key:_type_key,batch:_type_batch,position:_type_position,label:_type_label,skill:_type_skill,base_url:_type_base_url,credential_source:_type_credential_source,tenant_user_id:_type_tenant_user_id,data:_type_data,source:_type_source=_dflt_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'batch',batch)
  __dataclass_builtins_object__.__setattr__(self,'position',position)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'skill',skill)
  __dataclass_builtins_object__.__setattr__(self,'base_url',base_url)
  __dataclass_builtins_object__.__setattr__(self,'credential_source',credential_source)
  __dataclass_builtins_object__.__setattr__(self,'tenant_user_id',tenant_user_id)
  __dataclass_builtins_object__.__setattr__(self,'data',data)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, batch={self.batch!r}, position={self.position!r}, label={self.label!r}, skill={self.skill!r}, base_url={self.base_url!r}, credential_source={self.credential_source!r}, tenant_user_id={self.tenant_user_id!r}, data={self.data!r}, source={self.source!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.batch,self.position,self.label,self.skill,self.base_url,self.credential_source,self.tenant_user_id,self.data,self.source,)==(other.key,other.batch,other.position,other.label,other.skill,other.base_url,other.credential_source,other.tenant_user_id,other.data,other.source,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','batch','position','label','skill','base_url','credential_source','tenant_user_id','data','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','batch','position','label','skill','base_url','credential_source','tenant_user_id','data','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.batch,self.position,self.label,self.skill,self.base_url,self.credential_source,self.tenant_user_id,self.data,self.source,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_batch, _type_at, _type_file, _type_digest, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_file, _dflt_digest, _dflt_source, _return_type):
 def __init__(self,batch:_type_batch,at:_type_at,file:_type_file=_dflt_file,digest:_type_digest=_dflt_digest,source:_type_source=_dflt_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'batch',batch)
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'file',file)
  __dataclass_builtins_object__.__setattr__(self,'digest',digest)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(batch={self.batch!r}, at={self.at!r}, file={self.file!r}, digest={self.digest!r}, source={self.source!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.batch,self.at,self.file,self.digest,self.source,)==(other.batch,other.at,other.file,other.digest,other.source,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('batch','at','file','digest','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('batch','at','file','digest','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.batch,self.at,self.file,self.digest,self.source,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_key, _type_batch, _type_position, _type_label, _type_skill, _type_base_url, _type_credential_source, _type_tenant_user_id, _type_data, _type_state, _type_created_at, _type_updated_at, _type_session_id, _type_nonce, _type_nonce_state, _type_session_created_at, _type_sca_url, _type_temp_token, _type_credentials_id, _type_access_token, _type_consent_exp, _type_payment_id, _type_payment_status, _type_error, _type_error_retryable, _type_claim_owner, _type_claim_expires, _type_source, _type_origins, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_session_id, _dflt_nonce, _dflt_nonce_state, _dflt_session_created_at, _dflt_sca_url, _dflt_temp_token, _dflt_credentials_id, _dflt_access_token, _dflt_consent_exp, _dflt_payment_id, _dflt_payment_status, _dflt_error, _dflt_error_retryable, _dflt_claim_owner, _dflt_claim_expires, _dflt_source, _dflt_origins, _return_type):
 def __init__(self,key:_type_key,batch:_type_batch,position:_type_position,label:_type_label,skill:_type_skill,base_url:_type_base_url,credential_source:_type_credential_source,tenant_user_id:_type_tenant_user_id,data:_type_data,state:_type_state,created_at:_type_created_at,updated_at:_type_updated_at,session_id:_type_session_id=_dflt_session_id,nonce:_type_nonce=_dflt_nonce,nonce_state:_type_nonce_state=_dflt_nonce_state,session_created_at:_type_session_created_at=_dflt_session_created_at,sca_url:_type_sca_url=_dflt_sca_url,temp_token:_type_temp_token=_dflt_temp_token,credentials_id:_type_credentials_id=_dflt_credentials_id,access_token:_type_access_token=_dflt_access_token,consent_exp:_type_consent_exp=_dflt_consent_exp,payment_id:_type_payment_id=_dflt_payment_id,payment_status:_type_payment_status=_dflt_payment_status,error:_type_error=_dflt_error,error_retryable:_type_error_retryable=_dflt_error_retryable,claim_owner:_type_claim_owner=_dflt_claim_owner,claim_expires:_type_claim_expires=_dflt_claim_expires,source:_type_source=_dflt_source,origins:_type_origins=_dflt_origins)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'batch',batch)
  __dataclass_builtins_object__.__setattr__(self,'position',position)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'skill',skill)
  __dataclass_builtins_object__.__setattr__(self,'base_url',base_url)
  __dataclass_builtins_object__.__setattr__(self,'credential_source',credential_source)
  __dataclass_builtins_object__.__setattr__(self,'tenant_user_id',tenant_user_id)
  __dataclass_builtins_object__.__setattr__(self,'data',data)
  __dataclass_builtins_object__.__setattr__(self,'state',state)
  __dataclass_builtins_object__.__setattr__(self,'created_at',created_at)
  __dataclass_builtins_object__.__setattr__(self,'updated_at',updated_at)
  __dataclass_builtins_object__.__setattr__(self,'session_id',session_id)
  __dataclass_builtins_object__.__setattr__(self,'nonce',nonce)
  __dataclass_builtins_object__.__setattr__(self,'nonce_state',nonce_state)
  __dataclass_builtins_object__.__setattr__(self,'session_created_at',session_created_at)
  __dataclass_builtins_object__.__setattr__(self,'sca_url',sca_url)
  __dataclass_builtins_object__.__setattr__(self,'temp_token',temp_token)
  __dataclass_builtins_object__.__setattr__(self,'credentials_id',credentials_id)
  __dataclass_builtins_object__.__setattr__(self,'access_token',access_token)
  __dataclass_builtins_object__.__setattr__(self,'consent_exp',consent_exp)
  __dataclass_builtins_object__.__setattr__(self,'payment_id',payment_id)
  __dataclass_builtins_object__.__setattr__(self,'payment_status',payment_status)
  __dataclass_builtins_object__.__setattr__(self,'error',error)
  __dataclass_builtins_object__.__setattr__(self,'error_retryable',error_retryable)
  __dataclass_builtins_object__.__setattr__(self,'claim_owner',claim_owner)
  __dataclass_builtins_object__.__setattr__(self,'claim_expires',claim_expires)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'origins',origins)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, batch={self.batch!r}, position={self.position!r}, label={self.label!r}, skill={self.skill!r}, base_url={self.base_url!r}, credential_source={self.credential_source!r}, tenant_user_id={self.tenant_user_id!r}, data={self.data!r}, state={self.state!r}, created_at={self.created_at!r}, updated_at={self.updated_at!r}, session_id={self.session_id!r}, nonce_state={self.nonce_state!r}, session_created_at={self.session_created_at!r}, sca_url={self.sca_url!r}, credentials_id={self.credentials_id!r}, consent_exp={self.consent_exp!r}, payment_id={self.payment_id!r}, payment_status={self.payment_status!r}, error={self.error!r}, error_retryable={self.error_retryable!r}, claim_owner={self.claim_owner!r}, claim_expires={self.claim_expires!r}, source={self.source!r}, origins={self.origins!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.batch,self.position,self.label,self.skill,self.base_url,self.credential_source,self.tenant_user_id,self.data,self.state,self.created_at,self.updated_at,self.session_id,self.nonce,self.nonce_state,self.session_created_at,self.sca_url,self.temp_token,self.credentials_id,self.access_token,self.consent_exp,self.payment_id,self.payment_status,self.error,self.error_retryable,self.claim_owner,self.claim_expires,self.source,self.origins,)==(other.key,other.batch,other.position,other.label,other.skill,other.base_url,other.credential_source,other.tenant_user_id,other.data,other.state,other.created_at,other.updated_at,other.session_id,other.nonce,other.nonce_state,other.session_created_at,other.sca_url,other.temp_token,other.credentials_id,other.access_token,other.consent_exp,other.payment_id,other.payment_status,other.error,other.error_retryable,other.claim_owner,other.claim_expires,other.source,other.origins,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','batch','position','label','skill','base_url','credential_source','tenant_user_id','data','state','created_at','updated_at','session_id','nonce','nonce_state','session_created_at','sca_url','temp_token','credentials_id','access_token','consent_exp','payment_id','payment_status','error','error_retryable','claim_owner','claim_expires','source','origins',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','batch','position','label','skill','base_url','credential_source','tenant_user_id','data','state','created_at','updated_at','session_id','nonce','nonce_state','session_created_at','sca_url','temp_token','credentials_id','access_token','consent_exp','payment_id','payment_status','error','error_retryable','claim_owner','claim_expires','source','origins',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.batch,self.position,self.label,self.skill,self.base_url,self.credential_source,self.tenant_user_id,self.data,self.state,self.created_at,self.updated_at,self.session_id,self.nonce,self.nonce_state,self.session_created_at,self.sca_url,self.temp_token,self.credentials_id,self.access_token,self.consent_exp,self.payment_id,self.payment_status,self.error,self.error_retryable,self.claim_owner,self.claim_expires,self.source,self.origins,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_at, _type_state, _type_detail, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,at:_type_at,state:_type_state,detail:_type_detail)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'at',at)
  __dataclass_builtins_object__.__setattr__(self,'state',state)
  __dataclass_builtins_object__.__setattr__(self,'detail',detail)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(at={self.at!r}, state={self.state!r}, detail={self.detail!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.at,self.state,self.detail,)==(other.at,other.state,other.detail,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('at','state','detail',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('at','state','detail',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.at,self.state,self.detail,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_base_url, _type_client_id, _type_client_app_key, _type_client_secret, _type_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_source, _return_type):
 def __init__(self,base_url:_type_base_url,client_id:_type_client_id,client_app_key:_type_client_app_key,client_secret:_type_client_secret,source:_type_source=_dflt_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'base_url',base_url)
  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)
  __dataclass_builtins_object__.__setattr__(self,'client_app_key',client_app_key)
  __dataclass_builtins_object__.__setattr__(self,'client_secret',client_secret)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(base_url={self.base_url!r}, client_id={self.client_id!r}, source={self.source!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.base_url,self.client_id,self.client_app_key,self.client_secret,self.source,)==(other.base_url,other.client_id,other.client_app_key,other.client_secret,other.source,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('base_url','client_id','client_app_key','client_secret','source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('base_url','client_id','client_app_key','client_secret','source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.base_url,self.client_id,self.client_app_key,self.client_secret,self.source,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_key, _type_service_account, _type_key_source, _type_account_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,key:_type_key,service_account:_type_service_account,key_source:_type_key_source,account_source:_type_account_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'key',key)
  __dataclass_builtins_object__.__setattr__(self,'service_account',service_account)
  __dataclass_builtins_object__.__setattr__(self,'key_source',key_source)
  __dataclass_builtins_object__.__setattr__(self,'account_source',account_source)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(service_account={self.service_account!r}, key_source={self.key_source!r}, account_source={self.account_source!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.service_account,self.key_source,self.account_source,)==(other.key,other.service_account,other.key_source,other.account_source,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('key','service_account','key_source','account_source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('key','service_account','key_source','account_source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.key,self.service_account,self.key_source,self.account_source,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_intent, _type_temp_token, _type_error, _type_error_description, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_temp_token, _dflt_error, _dflt_error_description, _return_type):
 def __init__(self,intent:_type_intent,temp_token:_type_temp_token=_dflt_temp_token,error:_type_error=_dflt_error,error_description:_type_error_description=_dflt_error_description)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'intent',intent)
  __dataclass_builtins_object__.__setattr__(self,'temp_token',temp_token)
  __dataclass_builtins_object__.__setattr__(self,'error',error)
  __dataclass_builtins_object__.__setattr__(self,'error_description',error_description)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(intent={self.intent!r}, temp_token={self.temp_token!r}, error={self.error!r}, error_description={self.error_description!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.intent,self.temp_token,self.error,self.error_description,)==(other.intent,other.temp_token,other.error,other.error_description,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('intent','temp_token','error','error_description',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('intent','temp_token','error','error_description',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.intent,self.temp_token,self.error,self.error_description,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_record, _type_action, _type_error, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_error, _return_type):
 def __init__(self,record:_type_record,action:_type_action,error:_type_error=_dflt_error)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'record',record)
  __dataclass_builtins_object__.__setattr__(self,'action',action)
  __dataclass_builtins_object__.__setattr__(self,'error',error)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(record={self.record!r}, action={self.action!r}, error={self.error!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.record,self.action,self.error,)==(other.record,other.action,other.error,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('record','action','error',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('record','action','error',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.record,self.action,self.error,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_code, _type_proprietary, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_code, _dflt_proprietary, _return_type):
 def __init__(self,code:_type_code=_dflt_code,proprietary:_type_proprietary=_dflt_proprietary)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'proprietary',proprietary)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, proprietary={self.proprietary!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.proprietary,)==(other.code,other.proprietary,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','proprietary',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','proprietary',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.proprietary,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_identification, _type_scheme_name, _type_issuer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_identification, _dflt_scheme_name, _dflt_issuer, _return_type):
 def __init__(self,identification:_type_identification=_dflt_identification,scheme_name:_type_scheme_name=_dflt_scheme_name,issuer:_type_issuer=_dflt_issuer)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'identification',identification)
  __dataclass_builtins_object__.__setattr__(self,'scheme_name',scheme_name)
  __dataclass_builtins_object__.__setattr__(self,'issuer',issuer)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(identification={self.identification!r}, scheme_name={self.scheme_name!r}, issuer={self.issuer!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.identification,self.scheme_name,self.issuer,)==(other.identification,other.scheme_name,other.issuer,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('identification','scheme_name','issuer',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('identification','scheme_name','issuer',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.identification,self.scheme_name,self.issuer,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_value, _type_currency, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,value:_type_value,currency:_type_currency,text:_type_text)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'value',value)
  __dataclass_builtins_object__.__setattr__(self,'currency',currency)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(value={self.value!r}, currency={self.currency!r}, text={self.text!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.value,self.currency,self.text,)==(other.value,other.currency,other.text,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('value','currency','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('value','currency','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.value,self.currency,self.text,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type, _type_identification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_identification, _return_type):
 def __init__(self,type:_type_type=_dflt_type,identification:_type_identification=_dflt_identification)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'identification',identification)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, identification={self.identification!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.identification,)==(other.type,other.identification,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type','identification',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type','identification',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type,self.identification,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_iban, _type_other_id, _type_currency, _type_other_scheme_name, _type_other_issuer, _type_type, _type_name, _type_proxy, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_iban, _dflt_other_id, _dflt_currency, _dflt_other_scheme_name, _dflt_other_issuer, _dflt_type, _dflt_name, _dflt_proxy, _return_type):
 def __init__(self,iban:_type_iban=_dflt_iban,other_id:_type_other_id=_dflt_other_id,currency:_type_currency=_dflt_currency,other_scheme_name:_type_other_scheme_name=_dflt_other_scheme_name,other_issuer:_type_other_issuer=_dflt_other_issuer,type:_type_type=_dflt_type,name:_type_name=_dflt_name,proxy:_type_proxy=_dflt_proxy)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'iban',iban)
  __dataclass_builtins_object__.__setattr__(self,'other_id',other_id)
  __dataclass_builtins_object__.__setattr__(self,'currency',currency)
  __dataclass_builtins_object__.__setattr__(self,'other_scheme_name',other_scheme_name)
  __dataclass_builtins_object__.__setattr__(self,'other_issuer',other_issuer)
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'proxy',proxy)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(iban={self.iban!r}, other_id={self.other_id!r}, currency={self.currency!r}, other_scheme_name={self.other_scheme_name!r}, other_issuer={self.other_issuer!r}, type={self.type!r}, name={self.name!r}, proxy={self.proxy!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.iban,self.other_id,self.currency,self.other_scheme_name,self.other_issuer,self.type,self.name,self.proxy,)==(other.iban,other.other_id,other.currency,other.other_scheme_name,other.other_issuer,other.type,other.name,other.proxy,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('iban','other_id','currency','other_scheme_name','other_issuer','type','name','proxy',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('iban','other_id','currency','other_scheme_name','other_issuer','type','name','proxy',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.iban,self.other_id,self.currency,self.other_scheme_name,self.other_issuer,self.type,self.name,self.proxy,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_identification, _type_issuer, _type_scheme_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_identification, _dflt_issuer, _dflt_scheme_name, _return_type):
 def __init__(self,identification:_type_identification=_dflt_identification,issuer:_type_issuer=_dflt_issuer,scheme_name:_type_scheme_name=_dflt_scheme_name)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'identification',identification)
  __dataclass_builtins_object__.__setattr__(self,'issuer',issuer)
  __dataclass_builtins_object__.__setattr__(self,'scheme_name',scheme_name)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(identification={self.identification!r}, issuer={self.issuer!r}, scheme_name={self.scheme_name!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.identification,self.issuer,self.scheme_name,)==(other.identification,other.issuer,other.scheme_name,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('identification','issuer','scheme_name',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('identification','issuer','scheme_name',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.identification,self.issuer,self.scheme_name,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_address_lines, _type_street_name, _type_building_number, _type_postcode, _type_town, _type_country, _type_department, _type_sub_department, _type_country_subdivision, _type_address_type, _type_building_name, _type_floor, _type_post_box, _type_room, _type_town_location, _type_district, _type_address_type_proprietary, _type_care_of, _type_unit_number, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_address_lines, _dflt_street_name, _dflt_building_number, _dflt_postcode, _dflt_town, _dflt_country, _dflt_department, _dflt_sub_department, _dflt_country_subdivision, _dflt_address_type, _dflt_building_name, _dflt_floor, _dflt_post_box, _dflt_room, _dflt_town_location, _dflt_district, _dflt_address_type_proprietary, _dflt_care_of, _dflt_unit_number, _return_type):
 def __init__(self,address_lines:_type_address_lines=_dflt_address_lines,street_name:_type_street_name=_dflt_street_name,building_number:_type_building_number=_dflt_building_number,postcode:_type_postcode=_dflt_postcode,town:_type_town=_dflt_town,country:_type_country=_dflt_country,department:_type_department=_dflt_department,sub_department:_type_sub_department=_dflt_sub_department,country_subdivision:_type_country_subdivision=_dflt_country_subdivision,address_type:_type_address_type=_dflt_address_type,building_name:_type_building_name=_dflt_building_name,floor:_type_floor=_dflt_floor,post_box:_type_post_box=_dflt_post_box,room:_type_room=_dflt_room,town_location:_type_town_location=_dflt_town_location,district:_type_district=_dflt_district,address_type_proprietary:_type_address_type_proprietary=_dflt_address_type_proprietary,care_of:_type_care_of=_dflt_care_of,unit_number:_type_unit_number=_dflt_unit_number)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'address_lines',address_lines)
  __dataclass_builtins_object__.__setattr__(self,'street_name',street_name)
  __dataclass_builtins_object__.__setattr__(self,'building_number',building_number)
  __dataclass_builtins_object__.__setattr__(self,'postcode',postcode)
  __dataclass_builtins_object__.__setattr__(self,'town',town)
  __dataclass_builtins_object__.__setattr__(self,'country',country)
  __dataclass_builtins_object__.__setattr__(self,'department',department)
  __dataclass_builtins_object__.__setattr__(self,'sub_department',sub_department)
  __dataclass_builtins_object__.__setattr__(self,'country_subdivision',country_subdivision)
  __dataclass_builtins_object__.__setattr__(self,'address_type',address_type)
  __dataclass_builtins_object__.__setattr__(self,'building_name',building_name)
  __dataclass_builtins_object__.__setattr__(self,'floor',floor)
  __dataclass_builtins_object__.__setattr__(self,'post_box',post_box)
  __dataclass_builtins_object__.__setattr__(self,'room',room)
  __dataclass_builtins_object__.__setattr__(self,'town_location',town_location)
  __dataclass_builtins_object__.__setattr__(self,'district',district)
  __dataclass_builtins_object__.__setattr__(self,'address_type_proprietary',address_type_proprietary)
  __dataclass_builtins_object__.__setattr__(self,'care_of',care_of)
  __dataclass_builtins_object__.__setattr__(self,'unit_number',unit_number)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(address_lines={self.address_lines!r}, street_name={self.street_name!r}, building_number={self.building_number!r}, postcode={self.postcode!r}, town={self.town!r}, country={self.country!r}, department={self.department!r}, sub_department={self.sub_department!r}, country_subdivision={self.country_subdivision!r}, address_type={self.address_type!r}, building_name={self.building_name!r}, floor={self.floor!r}, post_box={self.post_box!r}, room={self.room!r}, town_location={self.town_location!r}, district={self.district!r}, address_type_proprietary={self.address_type_proprietary!r}, care_of={self.care_of!r}, unit_number={self.unit_number!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.address_lines,self.street_name,self.building_number,self.postcode,self.town,self.country,self.department,self.sub_department,self.country_subdivision,self.address_type,self.building_name,self.floor,self.post_box,self.room,self.town_location,self.district,self.address_type_proprietary,self.care_of,self.unit_number,)==(other.address_lines,other.street_name,other.building_number,other.postcode,other.town,other.country,other.department,other.sub_department,other.country_subdivision,other.address_type,other.building_name,other.floor,other.post_box,other.room,other.town_location,other.district,other.address_type_proprietary,other.care_of,other.unit_number,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('address_lines','street_name','building_number','postcode','town','country','department','sub_department','country_subdivision','address_type','building_name','floor','post_box','room','town_location','district','address_type_proprietary','care_of','unit_number',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('address_lines','street_name','building_number','postcode','town','country','department','sub_department','country_subdivision','address_type','building_name','floor','post_box','room','town_location','district','address_type_proprietary','care_of','unit_number',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.address_lines,self.street_name,self.building_number,self.postcode,self.town,self.country,self.department,self.sub_department,self.country_subdivision,self.address_type,self.building_name,self.floor,self.post_box,self.room,self.town_location,self.district,self.address_type_proprietary,self.care_of,self.unit_number,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_clearing_system_identification, _type_member_identification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_clearing_system_identification, _dflt_member_identification, _return_type):
 def __init__(self,clearing_system_identification:_type_clearing_system_identification=_dflt_clearing_system_identification,member_identification:_type_member_identification=_dflt_member_identification)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'clearing_system_identification',clearing_system_identification)
  __dataclass_builtins_object__.__setattr__(self,'member_identification',member_identification)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(clearing_system_identification={self.clearing_system_identification!r}, member_identification={self.member_identification!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.clearing_system_identification,self.member_identification,)==(other.clearing_system_identification,other.member_identification,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('clearing_system_identification','member_identification',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('clearing_system_identification','member_identification',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.clearing_system_identification,self.member_identification,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_identification, _type_lei, _type_name, _type_postal_address, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_identification, _dflt_lei, _dflt_name, _dflt_postal_address, _return_type):
 def __init__(self,identification:_type_identification=_dflt_identification,lei:_type_lei=_dflt_lei,name:_type_name=_dflt_name,postal_address:_type_postal_address=_dflt_postal_address)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'identification',identification)
  __dataclass_builtins_object__.__setattr__(self,'lei',lei)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'postal_address',postal_address)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(identification={self.identification!r}, lei={self.lei!r}, name={self.name!r}, postal_address={self.postal_address!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.identification,self.lei,self.name,self.postal_address,)==(other.identification,other.lei,other.name,other.postal_address,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('identification','lei','name','postal_address',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('identification','lei','name','postal_address',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.identification,self.lei,self.name,self.postal_address,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_bic, _type_clearing_system_member_identification, _type_lei, _type_name, _type_postal_address, _type_other, _type_branch_identification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_bic, _dflt_clearing_system_member_identification, _dflt_lei, _dflt_name, _dflt_postal_address, _dflt_other, _dflt_branch_identification, _return_type):
 def __init__(self,bic:_type_bic=_dflt_bic,clearing_system_member_identification:_type_clearing_system_member_identification=_dflt_clearing_system_member_identification,lei:_type_lei=_dflt_lei,name:_type_name=_dflt_name,postal_address:_type_postal_address=_dflt_postal_address,other:_type_other=_dflt_other,branch_identification:_type_branch_identification=_dflt_branch_identification)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'bic',bic)
  __dataclass_builtins_object__.__setattr__(self,'clearing_system_member_identification',clearing_system_member_identification)
  __dataclass_builtins_object__.__setattr__(self,'lei',lei)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'postal_address',postal_address)
  __dataclass_builtins_object__.__setattr__(self,'other',other)
  __dataclass_builtins_object__.__setattr__(self,'branch_identification',branch_identification)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(bic={self.bic!r}, clearing_system_member_identification={self.clearing_system_member_identification!r}, lei={self.lei!r}, name={self.name!r}, postal_address={self.postal_address!r}, other={self.other!r}, branch_identification={self.branch_identification!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.bic,self.clearing_system_member_identification,self.lei,self.name,self.postal_address,self.other,self.branch_identification,)==(other.bic,other.clearing_system_member_identification,other.lei,other.name,other.postal_address,other.other,other.branch_identification,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('bic','clearing_system_member_identification','lei','name','postal_address','other','branch_identification',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('bic','clearing_system_member_identification','lei','name','postal_address','other','branch_identification',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.bic,self.clearing_system_member_identification,self.lei,self.name,self.postal_address,self.other,self.branch_identification,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_any_bic, _type_lei, _type_other, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_any_bic, _dflt_lei, _dflt_other, _return_type):
 def __init__(self,any_bic:_type_any_bic=_dflt_any_bic,lei:_type_lei=_dflt_lei,other:_type_other=_dflt_other)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'any_bic',any_bic)
  __dataclass_builtins_object__.__setattr__(self,'lei',lei)
  __dataclass_builtins_object__.__setattr__(self,'other',other)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(any_bic={self.any_bic!r}, lei={self.lei!r}, other={self.other!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.any_bic,self.lei,self.other,)==(other.any_bic,other.lei,other.other,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('any_bic','lei','other',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('any_bic','lei','other',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.any_bic,self.lei,self.other,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_birth_date, _type_province_of_birth, _type_city_of_birth, _type_country_of_birth, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_birth_date, _dflt_province_of_birth, _dflt_city_of_birth, _dflt_country_of_birth, _return_type):
 def __init__(self,birth_date:_type_birth_date=_dflt_birth_date,province_of_birth:_type_province_of_birth=_dflt_province_of_birth,city_of_birth:_type_city_of_birth=_dflt_city_of_birth,country_of_birth:_type_country_of_birth=_dflt_country_of_birth)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'birth_date',birth_date)
  __dataclass_builtins_object__.__setattr__(self,'province_of_birth',province_of_birth)
  __dataclass_builtins_object__.__setattr__(self,'city_of_birth',city_of_birth)
  __dataclass_builtins_object__.__setattr__(self,'country_of_birth',country_of_birth)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(birth_date={self.birth_date!r}, province_of_birth={self.province_of_birth!r}, city_of_birth={self.city_of_birth!r}, country_of_birth={self.country_of_birth!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.birth_date,self.province_of_birth,self.city_of_birth,self.country_of_birth,)==(other.birth_date,other.province_of_birth,other.city_of_birth,other.country_of_birth,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('birth_date','province_of_birth','city_of_birth','country_of_birth',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('birth_date','province_of_birth','city_of_birth','country_of_birth',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.birth_date,self.province_of_birth,self.city_of_birth,self.country_of_birth,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_date_and_place_of_birth, _type_other, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_date_and_place_of_birth, _dflt_other, _return_type):
 def __init__(self,date_and_place_of_birth:_type_date_and_place_of_birth=_dflt_date_and_place_of_birth,other:_type_other=_dflt_other)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'date_and_place_of_birth',date_and_place_of_birth)
  __dataclass_builtins_object__.__setattr__(self,'other',other)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(date_and_place_of_birth={self.date_and_place_of_birth!r}, other={self.other!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.date_and_place_of_birth,self.other,)==(other.date_and_place_of_birth,other.other,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('date_and_place_of_birth','other',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('date_and_place_of_birth','other',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.date_and_place_of_birth,self.other,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_organisation, _type_private, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_organisation, _dflt_private, _return_type):
 def __init__(self,organisation:_type_organisation=_dflt_organisation,private:_type_private=_dflt_private)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'organisation',organisation)
  __dataclass_builtins_object__.__setattr__(self,'private',private)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(organisation={self.organisation!r}, private={self.private!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.organisation,self.private,)==(other.organisation,other.private,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('organisation','private',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('organisation','private',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.organisation,self.private,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_channel_type, _type_identification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_channel_type, _dflt_identification, _return_type):
 def __init__(self,channel_type:_type_channel_type=_dflt_channel_type,identification:_type_identification=_dflt_identification)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'channel_type',channel_type)
  __dataclass_builtins_object__.__setattr__(self,'identification',identification)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(channel_type={self.channel_type!r}, identification={self.identification!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.channel_type,self.identification,)==(other.channel_type,other.identification,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('channel_type','identification',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('channel_type','identification',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.channel_type,self.identification,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name_prefix, _type_name, _type_phone_number, _type_mobile_number, _type_fax_number, _type_email_address, _type_other_text, _type_email_purpose, _type_job_title, _type_responsibility, _type_department, _type_other, _type_preferred_method, _type_url_address, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name_prefix, _dflt_name, _dflt_phone_number, _dflt_mobile_number, _dflt_fax_number, _dflt_email_address, _dflt_other_text, _dflt_email_purpose, _dflt_job_title, _dflt_responsibility, _dflt_department, _dflt_other, _dflt_preferred_method, _dflt_url_address, _return_type):
 def __init__(self,name_prefix:_type_name_prefix=_dflt_name_prefix,name:_type_name=_dflt_name,phone_number:_type_phone_number=_dflt_phone_number,mobile_number:_type_mobile_number=_dflt_mobile_number,fax_number:_type_fax_number=_dflt_fax_number,email_address:_type_email_address=_dflt_email_address,other_text:_type_other_text=_dflt_other_text,email_purpose:_type_email_purpose=_dflt_email_purpose,job_title:_type_job_title=_dflt_job_title,responsibility:_type_responsibility=_dflt_responsibility,department:_type_department=_dflt_department,other:_type_other=_dflt_other,preferred_method:_type_preferred_method=_dflt_preferred_method,url_address:_type_url_address=_dflt_url_address)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name_prefix',name_prefix)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'phone_number',phone_number)
  __dataclass_builtins_object__.__setattr__(self,'mobile_number',mobile_number)
  __dataclass_builtins_object__.__setattr__(self,'fax_number',fax_number)
  __dataclass_builtins_object__.__setattr__(self,'email_address',email_address)
  __dataclass_builtins_object__.__setattr__(self,'other_text',other_text)
  __dataclass_builtins_object__.__setattr__(self,'email_purpose',email_purpose)
  __dataclass_builtins_object__.__setattr__(self,'job_title',job_title)
  __dataclass_builtins_object__.__setattr__(self,'responsibility',responsibility)
  __dataclass_builtins_object__.__setattr__(self,'department',department)
  __dataclass_builtins_object__.__setattr__(self,'other',other)
  __dataclass_builtins_object__.__setattr__(self,'preferred_method',preferred_method)
  __dataclass_builtins_object__.__setattr__(self,'url_address',url_address)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name_prefix={self.name_prefix!r}, name={self.name!r}, phone_number={self.phone_number!r}, mobile_number={self.mobile_number!r}, fax_number={self.fax_number!r}, email_address={self.email_address!r}, other_text={self.other_text!r}, email_purpose={self.email_purpose!r}, job_title={self.job_title!r}, responsibility={self.responsibility!r}, department={self.department!r}, other={self.other!r}, preferred_method={self.preferred_method!r}, url_address={self.url_address!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name_prefix,self.name,self.phone_number,self.mobile_number,self.fax_number,self.email_address,self.other_text,self.email_purpose,self.job_title,self.responsibility,self.department,self.other,self.preferred_method,self.url_address,)==(other.name_prefix,other.name,other.phone_number,other.mobile_number,other.fax_number,other.email_address,other.other_text,other.email_purpose,other.job_title,other.responsibility,other.department,other.other,other.preferred_method,other.url_address,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name_prefix','name','phone_number','mobile_number','fax_number','email_address','other_text','email_purpose','job_title','responsibility','department','other','preferred_method','url_address',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name_prefix','name','phone_number','mobile_number','fax_number','email_address','other_text','email_purpose','job_title','responsibility','department','other','preferred_method','url_address',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name_prefix,self.name,self.phone_number,self.mobile_number,self.fax_number,self.email_address,self.other_text,self.email_purpose,self.job_title,self.responsibility,self.department,self.other,self.preferred_method,self.url_address,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_address, _type_identification, _type_country_of_residence, _type_contact_details, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_address, _dflt_identification, _dflt_country_of_residence, _dflt_contact_details, _return_type):
 def __init__(self,name:_type_name=_dflt_name,address:_type_address=_dflt_address,identification:_type_identification=_dflt_identification,country_of_residence:_type_country_of_residence=_dflt_country_of_residence,contact_details:_type_contact_details=_dflt_contact_details)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'address',address)
  __dataclass_builtins_object__.__setattr__(self,'identification',identification)
  __dataclass_builtins_object__.__setattr__(self,'country_of_residence',country_of_residence)
  __dataclass_builtins_object__.__setattr__(self,'contact_details',contact_details)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, address={self.address!r}, identification={self.identification!r}, country_of_residence={self.country_of_residence!r}, contact_details={self.contact_details!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.address,self.identification,self.country_of_residence,self.contact_details,)==(other.name,other.address,other.identification,other.country_of_residence,other.contact_details,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','address','identification','country_of_residence','contact_details',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','address','identification','country_of_residence','contact_details',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.address,self.identification,self.country_of_residence,self.contact_details,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_address, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_address, _return_type):
 def __init__(self,name:_type_name=_dflt_name,address:_type_address=_dflt_address)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'address',address)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, address={self.address!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.address,)==(other.name,other.address,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','address',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','address',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.address,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_cheque_type, _type_cheque_number, _type_cheque_from, _type_delivery_method, _type_deliver_to, _type_instruction_priority, _type_cheque_maturity_date, _type_forms_code, _type_memo_fields, _type_regional_clearing_zone, _type_print_location, _type_signatures, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_cheque_type, _dflt_cheque_number, _dflt_cheque_from, _dflt_delivery_method, _dflt_deliver_to, _dflt_instruction_priority, _dflt_cheque_maturity_date, _dflt_forms_code, _dflt_memo_fields, _dflt_regional_clearing_zone, _dflt_print_location, _dflt_signatures, _return_type):
 def __init__(self,cheque_type:_type_cheque_type=_dflt_cheque_type,cheque_number:_type_cheque_number=_dflt_cheque_number,cheque_from:_type_cheque_from=_dflt_cheque_from,delivery_method:_type_delivery_method=_dflt_delivery_method,deliver_to:_type_deliver_to=_dflt_deliver_to,instruction_priority:_type_instruction_priority=_dflt_instruction_priority,cheque_maturity_date:_type_cheque_maturity_date=_dflt_cheque_maturity_date,forms_code:_type_forms_code=_dflt_forms_code,memo_fields:_type_memo_fields=_dflt_memo_fields,regional_clearing_zone:_type_regional_clearing_zone=_dflt_regional_clearing_zone,print_location:_type_print_location=_dflt_print_location,signatures:_type_signatures=_dflt_signatures)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'cheque_type',cheque_type)
  __dataclass_builtins_object__.__setattr__(self,'cheque_number',cheque_number)
  __dataclass_builtins_object__.__setattr__(self,'cheque_from',cheque_from)
  __dataclass_builtins_object__.__setattr__(self,'delivery_method',delivery_method)
  __dataclass_builtins_object__.__setattr__(self,'deliver_to',deliver_to)
  __dataclass_builtins_object__.__setattr__(self,'instruction_priority',instruction_priority)
  __dataclass_builtins_object__.__setattr__(self,'cheque_maturity_date',cheque_maturity_date)
  __dataclass_builtins_object__.__setattr__(self,'forms_code',forms_code)
  __dataclass_builtins_object__.__setattr__(self,'memo_fields',memo_fields)
  __dataclass_builtins_object__.__setattr__(self,'regional_clearing_zone',regional_clearing_zone)
  __dataclass_builtins_object__.__setattr__(self,'print_location',print_location)
  __dataclass_builtins_object__.__setattr__(self,'signatures',signatures)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(cheque_type={self.cheque_type!r}, cheque_number={self.cheque_number!r}, cheque_from={self.cheque_from!r}, delivery_method={self.delivery_method!r}, deliver_to={self.deliver_to!r}, instruction_priority={self.instruction_priority!r}, cheque_maturity_date={self.cheque_maturity_date!r}, forms_code={self.forms_code!r}, memo_fields={self.memo_fields!r}, regional_clearing_zone={self.regional_clearing_zone!r}, print_location={self.print_location!r}, signatures={self.signatures!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.cheque_type,self.cheque_number,self.cheque_from,self.delivery_method,self.deliver_to,self.instruction_priority,self.cheque_maturity_date,self.forms_code,self.memo_fields,self.regional_clearing_zone,self.print_location,self.signatures,)==(other.cheque_type,other.cheque_number,other.cheque_from,other.delivery_method,other.deliver_to,other.instruction_priority,other.cheque_maturity_date,other.forms_code,other.memo_fields,other.regional_clearing_zone,other.print_location,other.signatures,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('cheque_type','cheque_number','cheque_from','delivery_method','deliver_to','instruction_priority','cheque_maturity_date','forms_code','memo_fields','regional_clearing_zone','print_location','signatures',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('cheque_type','cheque_number','cheque_from','delivery_method','deliver_to','instruction_priority','cheque_maturity_date','forms_code','memo_fields','regional_clearing_zone','print_location','signatures',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.cheque_type,self.cheque_number,self.cheque_from,self.delivery_method,self.deliver_to,self.instruction_priority,self.cheque_maturity_date,self.forms_code,self.memo_fields,self.regional_clearing_zone,self.print_location,self.signatures,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_version, _type_line, _type_leaves, _type_xpath, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_xpath, _return_type):
 def __init__(self,version:_type_version,line:_type_line,leaves:_type_leaves,xpath:_type_xpath=_dflt_xpath)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'version',version)
  __dataclass_builtins_object__.__setattr__(self,'line',line)
  __dataclass_builtins_object__.__setattr__(self,'leaves',leaves)
  __dataclass_builtins_object__.__setattr__(self,'xpath',xpath)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(version={self.version!r}, line={self.line!r}, leaves={self.leaves!r}, xpath={self.xpath!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.version,self.line,self.leaves,self.xpath,)==(other.version,other.line,other.leaves,other.xpath,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('version','line','leaves','xpath',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('version','line','leaves','xpath',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.version,self.line,self.leaves,self.xpath,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_root, _type_path, _type_header, _type_before, _type_after, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,root:_type_root,path:_type_path,header:_type_header,before:_type_before,after:_type_after)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'root',root)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'header',header)
  __dataclass_builtins_object__.__setattr__(self,'before',before)
  __dataclass_builtins_object__.__setattr__(self,'after',after)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(root={self.root!r}, path={self.path!r}, header={self.header!r}, before={self.before!r}, after={self.after!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.root,self.path,self.header,self.before,self.after,)==(other.root,other.path,other.header,other.before,other.after,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('root','path','header','before','after',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('root','path','header','before','after',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.root,self.path,self.header,self.before,self.after,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_instruction_priority, _type_service_levels, _type_local_instrument, _type_category_purpose, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_instruction_priority, _dflt_service_levels, _dflt_local_instrument, _dflt_category_purpose, _return_type):
 def __init__(self,instruction_priority:_type_instruction_priority=_dflt_instruction_priority,service_levels:_type_service_levels=_dflt_service_levels,local_instrument:_type_local_instrument=_dflt_local_instrument,category_purpose:_type_category_purpose=_dflt_category_purpose)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'instruction_priority',instruction_priority)
  __dataclass_builtins_object__.__setattr__(self,'service_levels',service_levels)
  __dataclass_builtins_object__.__setattr__(self,'local_instrument',local_instrument)
  __dataclass_builtins_object__.__setattr__(self,'category_purpose',category_purpose)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(instruction_priority={self.instruction_priority!r}, service_levels={self.service_levels!r}, local_instrument={self.local_instrument!r}, category_purpose={self.category_purpose!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.instruction_priority,self.service_levels,self.local_instrument,self.category_purpose,)==(other.instruction_priority,other.service_levels,other.local_instrument,other.category_purpose,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('instruction_priority','service_levels','local_instrument','category_purpose',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('instruction_priority','service_levels','local_instrument','category_purpose',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.instruction_priority,self.service_levels,self.local_instrument,self.category_purpose,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_code, _type_instruction_information, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_code, _dflt_instruction_information, _return_type):
 def __init__(self,code:_type_code=_dflt_code,instruction_information:_type_instruction_information=_dflt_instruction_information)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'instruction_information',instruction_information)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, instruction_information={self.instruction_information!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.instruction_information,)==(other.code,other.instruction_information,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','instruction_information',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','instruction_information',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.instruction_information,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_unit_currency, _type_exchange_rate, _type_rate_type, _type_contract_identification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unit_currency, _dflt_exchange_rate, _dflt_rate_type, _dflt_contract_identification, _return_type):
 def __init__(self,unit_currency:_type_unit_currency=_dflt_unit_currency,exchange_rate:_type_exchange_rate=_dflt_exchange_rate,rate_type:_type_rate_type=_dflt_rate_type,contract_identification:_type_contract_identification=_dflt_contract_identification)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unit_currency',unit_currency)
  __dataclass_builtins_object__.__setattr__(self,'exchange_rate',exchange_rate)
  __dataclass_builtins_object__.__setattr__(self,'rate_type',rate_type)
  __dataclass_builtins_object__.__setattr__(self,'contract_identification',contract_identification)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unit_currency={self.unit_currency!r}, exchange_rate={self.exchange_rate!r}, rate_type={self.rate_type!r}, contract_identification={self.contract_identification!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unit_currency,self.exchange_rate,self.rate_type,self.contract_identification,)==(other.unit_currency,other.exchange_rate,other.rate_type,other.contract_identification,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unit_currency','exchange_rate','rate_type','contract_identification',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unit_currency','exchange_rate','rate_type','contract_identification',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.unit_currency,self.exchange_rate,self.rate_type,self.contract_identification,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_amount, _type_currency_of_transfer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_amount, _dflt_currency_of_transfer, _return_type):
 def __init__(self,amount:_type_amount=_dflt_amount,currency_of_transfer:_type_currency_of_transfer=_dflt_currency_of_transfer)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
  __dataclass_builtins_object__.__setattr__(self,'currency_of_transfer',currency_of_transfer)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(amount={self.amount!r}, currency_of_transfer={self.currency_of_transfer!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.amount,self.currency_of_transfer,)==(other.amount,other.currency_of_transfer,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('amount','currency_of_transfer',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('amount','currency_of_transfer',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.amount,self.currency_of_transfer,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_provider, _type_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_provider, _dflt_version, _return_type):
 def __init__(self,name:_type_name=_dflt_name,provider:_type_provider=_dflt_provider,version:_type_version=_dflt_version)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'provider',provider)
  __dataclass_builtins_object__.__setattr__(self,'version',version)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, provider={self.provider!r}, version={self.version!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.provider,self.version,)==(other.name,other.provider,other.version,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','provider','version',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','provider','version',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.provider,self.version,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_credit_advice, _type_debit_advice, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_credit_advice, _dflt_debit_advice, _return_type):
 def __init__(self,credit_advice:_type_credit_advice=_dflt_credit_advice,debit_advice:_type_debit_advice=_dflt_debit_advice)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'credit_advice',credit_advice)
  __dataclass_builtins_object__.__setattr__(self,'debit_advice',debit_advice)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(credit_advice={self.credit_advice!r}, debit_advice={self.debit_advice!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.credit_advice,self.debit_advice,)==(other.credit_advice,other.debit_advice,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('credit_advice','debit_advice',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('credit_advice','debit_advice',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.credit_advice,self.debit_advice,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_service_level, _type_local_instrument, _type_category_purpose, _type_classification, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_service_level, _dflt_local_instrument, _dflt_category_purpose, _dflt_classification, _return_type):
 def __init__(self,service_level:_type_service_level=_dflt_service_level,local_instrument:_type_local_instrument=_dflt_local_instrument,category_purpose:_type_category_purpose=_dflt_category_purpose,classification:_type_classification=_dflt_classification)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'service_level',service_level)
  __dataclass_builtins_object__.__setattr__(self,'local_instrument',local_instrument)
  __dataclass_builtins_object__.__setattr__(self,'category_purpose',category_purpose)
  __dataclass_builtins_object__.__setattr__(self,'classification',classification)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(service_level={self.service_level!r}, local_instrument={self.local_instrument!r}, category_purpose={self.category_purpose!r}, classification={self.classification!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.service_level,self.local_instrument,self.category_purpose,self.classification,)==(other.service_level,other.local_instrument,other.category_purpose,other.classification,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('service_level','local_instrument','category_purpose','classification',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('service_level','local_instrument','category_purpose','classification',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.service_level,self.local_instrument,self.category_purpose,self.classification,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type, _type_count_per_period, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_count_per_period, _return_type):
 def __init__(self,type:_type_type=_dflt_type,count_per_period:_type_count_per_period=_dflt_count_per_period)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'count_per_period',count_per_period)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, count_per_period={self.count_per_period!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.count_per_period,)==(other.type,other.count_per_period,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type','count_per_period',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type','count_per_period',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type,self.count_per_period,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type, _type_point_in_time, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_point_in_time, _return_type):
 def __init__(self,type:_type_type=_dflt_type,point_in_time:_type_point_in_time=_dflt_point_in_time)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'point_in_time',point_in_time)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, point_in_time={self.point_in_time!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.point_in_time,)==(other.type,other.point_in_time,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type','point_in_time',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type','point_in_time',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type,self.point_in_time,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type, _type_period, _type_point_in_time, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_period, _dflt_point_in_time, _return_type):
 def __init__(self,type:_type_type=_dflt_type,period:_type_period=_dflt_period,point_in_time:_type_point_in_time=_dflt_point_in_time)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'period',period)
  __dataclass_builtins_object__.__setattr__(self,'point_in_time',point_in_time)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, period={self.period!r}, point_in_time={self.point_in_time!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.period,self.point_in_time,)==(other.type,other.period,other.point_in_time,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type','period','point_in_time',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type','period','point_in_time',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type,self.period,self.point_in_time,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_mandate_identification, _type_type, _type_date_of_signature, _type_date_of_verification, _type_electronic_signature, _type_first_payment_date, _type_final_payment_date, _type_frequency, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_mandate_identification, _dflt_type, _dflt_date_of_signature, _dflt_date_of_verification, _dflt_electronic_signature, _dflt_first_payment_date, _dflt_final_payment_date, _dflt_frequency, _dflt_reason, _return_type):
 def __init__(self,mandate_identification:_type_mandate_identification=_dflt_mandate_identification,type:_type_type=_dflt_type,date_of_signature:_type_date_of_signature=_dflt_date_of_signature,date_of_verification:_type_date_of_verification=_dflt_date_of_verification,electronic_signature:_type_electronic_signature=_dflt_electronic_signature,first_payment_date:_type_first_payment_date=_dflt_first_payment_date,final_payment_date:_type_final_payment_date=_dflt_final_payment_date,frequency:_type_frequency=_dflt_frequency,reason:_type_reason=_dflt_reason)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'mandate_identification',mandate_identification)
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'date_of_signature',date_of_signature)
  __dataclass_builtins_object__.__setattr__(self,'date_of_verification',date_of_verification)
  __dataclass_builtins_object__.__setattr__(self,'electronic_signature',electronic_signature)
  __dataclass_builtins_object__.__setattr__(self,'first_payment_date',first_payment_date)
  __dataclass_builtins_object__.__setattr__(self,'final_payment_date',final_payment_date)
  __dataclass_builtins_object__.__setattr__(self,'frequency',frequency)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(mandate_identification={self.mandate_identification!r}, type={self.type!r}, date_of_signature={self.date_of_signature!r}, date_of_verification={self.date_of_verification!r}, electronic_signature={self.electronic_signature!r}, first_payment_date={self.first_payment_date!r}, final_payment_date={self.final_payment_date!r}, frequency={self.frequency!r}, reason={self.reason!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.mandate_identification,self.type,self.date_of_signature,self.date_of_verification,self.electronic_signature,self.first_payment_date,self.final_payment_date,self.frequency,self.reason,)==(other.mandate_identification,other.type,other.date_of_signature,other.date_of_verification,other.electronic_signature,other.first_payment_date,other.final_payment_date,other.frequency,other.reason,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('mandate_identification','type','date_of_signature','date_of_verification','electronic_signature','first_payment_date','final_payment_date','frequency','reason',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('mandate_identification','type','date_of_signature','date_of_verification','electronic_signature','first_payment_date','final_payment_date','frequency','reason',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.mandate_identification,self.type,self.date_of_signature,self.date_of_verification,self.electronic_signature,self.first_payment_date,self.final_payment_date,self.frequency,self.reason,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_place_and_name, _type_envelope_xml, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_place_and_name, _dflt_envelope_xml, _return_type):
 def __init__(self,place_and_name:_type_place_and_name=_dflt_place_and_name,envelope_xml:_type_envelope_xml=_dflt_envelope_xml)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'place_and_name',place_and_name)
  __dataclass_builtins_object__.__setattr__(self,'envelope_xml',envelope_xml)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(place_and_name={self.place_and_name!r}, envelope_xml={self.envelope_xml!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.place_and_name,self.envelope_xml,)==(other.place_and_name,other.envelope_xml,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('place_and_name','envelope_xml',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('place_and_name','envelope_xml',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.place_and_name,self.envelope_xml,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_country, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_country, _return_type):
 def __init__(self,name:_type_name=_dflt_name,country:_type_country=_dflt_country)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'country',country)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, country={self.country!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.country,)==(other.name,other.country,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','country',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','country',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.country,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type, _type_date, _type_country, _type_reporting_code, _type_amount, _type_information, _type_type_code, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_date, _dflt_country, _dflt_reporting_code, _dflt_amount, _dflt_information, _dflt_type_code, _return_type):
 def __init__(self,type:_type_type=_dflt_type,date:_type_date=_dflt_date,country:_type_country=_dflt_country,reporting_code:_type_reporting_code=_dflt_reporting_code,amount:_type_amount=_dflt_amount,information:_type_information=_dflt_information,type_code:_type_type_code=_dflt_type_code)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'date',date)
  __dataclass_builtins_object__.__setattr__(self,'country',country)
  __dataclass_builtins_object__.__setattr__(self,'reporting_code',reporting_code)
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
  __dataclass_builtins_object__.__setattr__(self,'information',information)
  __dataclass_builtins_object__.__setattr__(self,'type_code',type_code)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, date={self.date!r}, country={self.country!r}, reporting_code={self.reporting_code!r}, amount={self.amount!r}, information={self.information!r}, type_code={self.type_code!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.date,self.country,self.reporting_code,self.amount,self.information,self.type_code,)==(other.type,other.date,other.country,other.reporting_code,other.amount,other.information,other.type_code,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type','date','country','reporting_code','amount','information','type_code',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type','date','country','reporting_code','amount','information','type_code',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type,self.date,self.country,self.reporting_code,self.amount,self.information,self.type_code,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_debit_credit_reporting_indicator, _type_authority, _type_details, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_debit_credit_reporting_indicator, _dflt_authority, _dflt_details, _return_type):
 def __init__(self,debit_credit_reporting_indicator:_type_debit_credit_reporting_indicator=_dflt_debit_credit_reporting_indicator,authority:_type_authority=_dflt_authority,details:_type_details=_dflt_details)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'debit_credit_reporting_indicator',debit_credit_reporting_indicator)
  __dataclass_builtins_object__.__setattr__(self,'authority',authority)
  __dataclass_builtins_object__.__setattr__(self,'details',details)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(debit_credit_reporting_indicator={self.debit_credit_reporting_indicator!r}, authority={self.authority!r}, details={self.details!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.debit_credit_reporting_indicator,self.authority,self.details,)==(other.debit_credit_reporting_indicator,other.authority,other.details,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('debit_credit_reporting_indicator','authority','details',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('debit_credit_reporting_indicator','authority','details',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.debit_credit_reporting_indicator,self.authority,self.details,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_title, _type_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_title, _dflt_name, _return_type):
 def __init__(self,title:_type_title=_dflt_title,name:_type_name=_dflt_name)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'title',title)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(title={self.title!r}, name={self.name!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.title,self.name,)==(other.title,other.name,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('title','name',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('title','name',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.title,self.name,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_tax_identification, _type_registration_identification, _type_tax_type, _type_authorisation, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_tax_identification, _dflt_registration_identification, _dflt_tax_type, _dflt_authorisation, _return_type):
 def __init__(self,tax_identification:_type_tax_identification=_dflt_tax_identification,registration_identification:_type_registration_identification=_dflt_registration_identification,tax_type:_type_tax_type=_dflt_tax_type,authorisation:_type_authorisation=_dflt_authorisation)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'tax_identification',tax_identification)
  __dataclass_builtins_object__.__setattr__(self,'registration_identification',registration_identification)
  __dataclass_builtins_object__.__setattr__(self,'tax_type',tax_type)
  __dataclass_builtins_object__.__setattr__(self,'authorisation',authorisation)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(tax_identification={self.tax_identification!r}, registration_identification={self.registration_identification!r}, tax_type={self.tax_type!r}, authorisation={self.authorisation!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.tax_identification,self.registration_identification,self.tax_type,self.authorisation,)==(other.tax_identification,other.registration_identification,other.tax_type,other.authorisation,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('tax_identification','registration_identification','tax_type','authorisation',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('tax_identification','registration_identification','tax_type','authorisation',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.tax_identification,self.registration_identification,self.tax_type,self.authorisation,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_from_date, _type_to_date, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_from_date, _dflt_to_date, _return_type):
 def __init__(self,from_date:_type_from_date=_dflt_from_date,to_date:_type_to_date=_dflt_to_date)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'from_date',from_date)
  __dataclass_builtins_object__.__setattr__(self,'to_date',to_date)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(from_date={self.from_date!r}, to_date={self.to_date!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.from_date,self.to_date,)==(other.from_date,other.to_date,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('from_date','to_date',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('from_date','to_date',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.from_date,self.to_date,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_year, _type_type, _type_from_to_date, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_year, _dflt_type, _dflt_from_to_date, _return_type):
 def __init__(self,year:_type_year=_dflt_year,type:_type_type=_dflt_type,from_to_date:_type_from_to_date=_dflt_from_to_date)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'year',year)
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'from_to_date',from_to_date)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(year={self.year!r}, type={self.type!r}, from_to_date={self.from_to_date!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.year,self.type,self.from_to_date,)==(other.year,other.type,other.from_to_date,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('year','type','from_to_date',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('year','type','from_to_date',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.year,self.type,self.from_to_date,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_period, _type_amount, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_period, _dflt_amount, _return_type):
 def __init__(self,period:_type_period=_dflt_period,amount:_type_amount=_dflt_amount)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'period',period)
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(period={self.period!r}, amount={self.amount!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.period,self.amount,)==(other.period,other.amount,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('period','amount',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('period','amount',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.period,self.amount,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_rate, _type_taxable_base_amount, _type_total_amount, _type_details, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rate, _dflt_taxable_base_amount, _dflt_total_amount, _dflt_details, _return_type):
 def __init__(self,rate:_type_rate=_dflt_rate,taxable_base_amount:_type_taxable_base_amount=_dflt_taxable_base_amount,total_amount:_type_total_amount=_dflt_total_amount,details:_type_details=_dflt_details)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'rate',rate)
  __dataclass_builtins_object__.__setattr__(self,'taxable_base_amount',taxable_base_amount)
  __dataclass_builtins_object__.__setattr__(self,'total_amount',total_amount)
  __dataclass_builtins_object__.__setattr__(self,'details',details)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(rate={self.rate!r}, taxable_base_amount={self.taxable_base_amount!r}, total_amount={self.total_amount!r}, details={self.details!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.rate,self.taxable_base_amount,self.total_amount,self.details,)==(other.rate,other.taxable_base_amount,other.total_amount,other.details,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('rate','taxable_base_amount','total_amount','details',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('rate','taxable_base_amount','total_amount','details',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.rate,self.taxable_base_amount,self.total_amount,self.details,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type, _type_category, _type_category_details, _type_debtor_status, _type_certificate_identification, _type_forms_code, _type_period, _type_tax_amount, _type_additional_information, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_category, _dflt_category_details, _dflt_debtor_status, _dflt_certificate_identification, _dflt_forms_code, _dflt_period, _dflt_tax_amount, _dflt_additional_information, _return_type):
 def __init__(self,type:_type_type=_dflt_type,category:_type_category=_dflt_category,category_details:_type_category_details=_dflt_category_details,debtor_status:_type_debtor_status=_dflt_debtor_status,certificate_identification:_type_certificate_identification=_dflt_certificate_identification,forms_code:_type_forms_code=_dflt_forms_code,period:_type_period=_dflt_period,tax_amount:_type_tax_amount=_dflt_tax_amount,additional_information:_type_additional_information=_dflt_additional_information)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'category',category)
  __dataclass_builtins_object__.__setattr__(self,'category_details',category_details)
  __dataclass_builtins_object__.__setattr__(self,'debtor_status',debtor_status)
  __dataclass_builtins_object__.__setattr__(self,'certificate_identification',certificate_identification)
  __dataclass_builtins_object__.__setattr__(self,'forms_code',forms_code)
  __dataclass_builtins_object__.__setattr__(self,'period',period)
  __dataclass_builtins_object__.__setattr__(self,'tax_amount',tax_amount)
  __dataclass_builtins_object__.__setattr__(self,'additional_information',additional_information)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, category={self.category!r}, category_details={self.category_details!r}, debtor_status={self.debtor_status!r}, certificate_identification={self.certificate_identification!r}, forms_code={self.forms_code!r}, period={self.period!r}, tax_amount={self.tax_amount!r}, additional_information={self.additional_information!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.category,self.category_details,self.debtor_status,self.certificate_identification,self.forms_code,self.period,self.tax_amount,self.additional_information,)==(other.type,other.category,other.category_details,other.debtor_status,other.certificate_identification,other.forms_code,other.period,other.tax_amount,other.additional_information,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type','category','category_details','debtor_status','certificate_identification','forms_code','period','tax_amount','additional_information',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type','category','category_details','debtor_status','certificate_identification','forms_code','period','tax_amount','additional_information',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type,self.category,self.category_details,self.debtor_status,self.certificate_identification,self.forms_code,self.period,self.tax_amount,self.additional_information,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_creditor, _type_debtor, _type_ultimate_debtor, _type_administration_zone, _type_reference_number, _type_method, _type_total_taxable_base_amount, _type_total_tax_amount, _type_date, _type_sequence_number, _type_records, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_creditor, _dflt_debtor, _dflt_ultimate_debtor, _dflt_administration_zone, _dflt_reference_number, _dflt_method, _dflt_total_taxable_base_amount, _dflt_total_tax_amount, _dflt_date, _dflt_sequence_number, _dflt_records, _return_type):
 def __init__(self,creditor:_type_creditor=_dflt_creditor,debtor:_type_debtor=_dflt_debtor,ultimate_debtor:_type_ultimate_debtor=_dflt_ultimate_debtor,administration_zone:_type_administration_zone=_dflt_administration_zone,reference_number:_type_reference_number=_dflt_reference_number,method:_type_method=_dflt_method,total_taxable_base_amount:_type_total_taxable_base_amount=_dflt_total_taxable_base_amount,total_tax_amount:_type_total_tax_amount=_dflt_total_tax_amount,date:_type_date=_dflt_date,sequence_number:_type_sequence_number=_dflt_sequence_number,records:_type_records=_dflt_records)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'creditor',creditor)
  __dataclass_builtins_object__.__setattr__(self,'debtor',debtor)
  __dataclass_builtins_object__.__setattr__(self,'ultimate_debtor',ultimate_debtor)
  __dataclass_builtins_object__.__setattr__(self,'administration_zone',administration_zone)
  __dataclass_builtins_object__.__setattr__(self,'reference_number',reference_number)
  __dataclass_builtins_object__.__setattr__(self,'method',method)
  __dataclass_builtins_object__.__setattr__(self,'total_taxable_base_amount',total_taxable_base_amount)
  __dataclass_builtins_object__.__setattr__(self,'total_tax_amount',total_tax_amount)
  __dataclass_builtins_object__.__setattr__(self,'date',date)
  __dataclass_builtins_object__.__setattr__(self,'sequence_number',sequence_number)
  __dataclass_builtins_object__.__setattr__(self,'records',records)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(creditor={self.creditor!r}, debtor={self.debtor!r}, ultimate_debtor={self.ultimate_debtor!r}, administration_zone={self.administration_zone!r}, reference_number={self.reference_number!r}, method={self.method!r}, total_taxable_base_amount={self.total_taxable_base_amount!r}, total_tax_amount={self.total_tax_amount!r}, date={self.date!r}, sequence_number={self.sequence_number!r}, records={self.records!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.creditor,self.debtor,self.ultimate_debtor,self.administration_zone,self.reference_number,self.method,self.total_taxable_base_amount,self.total_tax_amount,self.date,self.sequence_number,self.records,)==(other.creditor,other.debtor,other.ultimate_debtor,other.administration_zone,other.reference_number,other.method,other.total_taxable_base_amount,other.total_tax_amount,other.date,other.sequence_number,other.records,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('creditor','debtor','ultimate_debtor','administration_zone','reference_number','method','total_taxable_base_amount','total_tax_amount','date','sequence_number','records',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('creditor','debtor','ultimate_debtor','administration_zone','reference_number','method','total_taxable_base_amount','total_tax_amount','date','sequence_number','records',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.creditor,self.debtor,self.ultimate_debtor,self.administration_zone,self.reference_number,self.method,self.total_taxable_base_amount,self.total_tax_amount,self.date,self.sequence_number,self.records,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_code, _type_proprietary, _type_issuer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_code, _dflt_proprietary, _dflt_issuer, _return_type):
 def __init__(self,code:_type_code=_dflt_code,proprietary:_type_proprietary=_dflt_proprietary,issuer:_type_issuer=_dflt_issuer)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'proprietary',proprietary)
  __dataclass_builtins_object__.__setattr__(self,'issuer',issuer)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, proprietary={self.proprietary!r}, issuer={self.issuer!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.proprietary,self.issuer,)==(other.code,other.proprietary,other.issuer,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','proprietary','issuer',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','proprietary','issuer',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.proprietary,self.issuer,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_reference, _type_type, _type_issuer, _type_code, _type_proprietary, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_reference, _dflt_type, _dflt_issuer, _dflt_code, _dflt_proprietary, _return_type):
 def __init__(self,reference:_type_reference=_dflt_reference,type:_type_type=_dflt_type,issuer:_type_issuer=_dflt_issuer,code:_type_code=_dflt_code,proprietary:_type_proprietary=_dflt_proprietary)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'reference',reference)
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'issuer',issuer)
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'proprietary',proprietary)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(reference={self.reference!r}, type={self.type!r}, issuer={self.issuer!r}, code={self.code!r}, proprietary={self.proprietary!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.reference,self.type,self.issuer,self.code,self.proprietary,)==(other.reference,other.type,other.issuer,other.code,other.proprietary,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('reference','type','issuer','code','proprietary',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('reference','type','issuer','code','proprietary',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.reference,self.type,self.issuer,self.code,self.proprietary,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type, _type_amount, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_amount, _return_type):
 def __init__(self,type:_type_type=_dflt_type,amount:_type_amount=_dflt_amount)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, amount={self.amount!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.amount,)==(other.type,other.amount,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type','amount',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type','amount',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type,self.amount,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_amount, _type_credit_debit_indicator, _type_reason, _type_additional_information, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_amount, _dflt_credit_debit_indicator, _dflt_reason, _dflt_additional_information, _return_type):
 def __init__(self,amount:_type_amount=_dflt_amount,credit_debit_indicator:_type_credit_debit_indicator=_dflt_credit_debit_indicator,reason:_type_reason=_dflt_reason,additional_information:_type_additional_information=_dflt_additional_information)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
  __dataclass_builtins_object__.__setattr__(self,'credit_debit_indicator',credit_debit_indicator)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
  __dataclass_builtins_object__.__setattr__(self,'additional_information',additional_information)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(amount={self.amount!r}, credit_debit_indicator={self.credit_debit_indicator!r}, reason={self.reason!r}, additional_information={self.additional_information!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.amount,self.credit_debit_indicator,self.reason,self.additional_information,)==(other.amount,other.credit_debit_indicator,other.reason,other.additional_information,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('amount','credit_debit_indicator','reason','additional_information',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('amount','credit_debit_indicator','reason','additional_information',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.amount,self.credit_debit_indicator,self.reason,self.additional_information,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_due_payable_amount, _type_discount_applied_amount, _type_credit_note_amount, _type_tax_amount, _type_adjustment_amount_and_reason, _type_remitted_amount, _type_discount_applied_amount_and_type, _type_tax_amount_and_type, _type_remittance_amount_and_type, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_due_payable_amount, _dflt_discount_applied_amount, _dflt_credit_note_amount, _dflt_tax_amount, _dflt_adjustment_amount_and_reason, _dflt_remitted_amount, _dflt_discount_applied_amount_and_type, _dflt_tax_amount_and_type, _dflt_remittance_amount_and_type, _return_type):
 def __init__(self,due_payable_amount:_type_due_payable_amount=_dflt_due_payable_amount,discount_applied_amount:_type_discount_applied_amount=_dflt_discount_applied_amount,credit_note_amount:_type_credit_note_amount=_dflt_credit_note_amount,tax_amount:_type_tax_amount=_dflt_tax_amount,adjustment_amount_and_reason:_type_adjustment_amount_and_reason=_dflt_adjustment_amount_and_reason,remitted_amount:_type_remitted_amount=_dflt_remitted_amount,discount_applied_amount_and_type:_type_discount_applied_amount_and_type=_dflt_discount_applied_amount_and_type,tax_amount_and_type:_type_tax_amount_and_type=_dflt_tax_amount_and_type,remittance_amount_and_type:_type_remittance_amount_and_type=_dflt_remittance_amount_and_type)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'due_payable_amount',due_payable_amount)
  __dataclass_builtins_object__.__setattr__(self,'discount_applied_amount',discount_applied_amount)
  __dataclass_builtins_object__.__setattr__(self,'credit_note_amount',credit_note_amount)
  __dataclass_builtins_object__.__setattr__(self,'tax_amount',tax_amount)
  __dataclass_builtins_object__.__setattr__(self,'adjustment_amount_and_reason',adjustment_amount_and_reason)
  __dataclass_builtins_object__.__setattr__(self,'remitted_amount',remitted_amount)
  __dataclass_builtins_object__.__setattr__(self,'discount_applied_amount_and_type',discount_applied_amount_and_type)
  __dataclass_builtins_object__.__setattr__(self,'tax_amount_and_type',tax_amount_and_type)
  __dataclass_builtins_object__.__setattr__(self,'remittance_amount_and_type',remittance_amount_and_type)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(due_payable_amount={self.due_payable_amount!r}, discount_applied_amount={self.discount_applied_amount!r}, credit_note_amount={self.credit_note_amount!r}, tax_amount={self.tax_amount!r}, adjustment_amount_and_reason={self.adjustment_amount_and_reason!r}, remitted_amount={self.remitted_amount!r}, discount_applied_amount_and_type={self.discount_applied_amount_and_type!r}, tax_amount_and_type={self.tax_amount_and_type!r}, remittance_amount_and_type={self.remittance_amount_and_type!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.due_payable_amount,self.discount_applied_amount,self.credit_note_amount,self.tax_amount,self.adjustment_amount_and_reason,self.remitted_amount,self.discount_applied_amount_and_type,self.tax_amount_and_type,self.remittance_amount_and_type,)==(other.due_payable_amount,other.discount_applied_amount,other.credit_note_amount,other.tax_amount,other.adjustment_amount_and_reason,other.remitted_amount,other.discount_applied_amount_and_type,other.tax_amount_and_type,other.remittance_amount_and_type,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('due_payable_amount','discount_applied_amount','credit_note_amount','tax_amount','adjustment_amount_and_reason','remitted_amount','discount_applied_amount_and_type','tax_amount_and_type','remittance_amount_and_type',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('due_payable_amount','discount_applied_amount','credit_note_amount','tax_amount','adjustment_amount_and_reason','remitted_amount','discount_applied_amount_and_type','tax_amount_and_type','remittance_amount_and_type',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.due_payable_amount,self.discount_applied_amount,self.credit_note_amount,self.tax_amount,self.adjustment_amount_and_reason,self.remitted_amount,self.discount_applied_amount_and_type,self.tax_amount_and_type,self.remittance_amount_and_type,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type, _type_date, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_date, _return_type):
 def __init__(self,type:_type_type=_dflt_type,date:_type_date=_dflt_date)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'date',date)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, date={self.date!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.date,)==(other.type,other.date,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type','date',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type','date',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type,self.date,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type, _type_number, _type_related_date, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_number, _dflt_related_date, _return_type):
 def __init__(self,type:_type_type=_dflt_type,number:_type_number=_dflt_number,related_date:_type_related_date=_dflt_related_date)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'number',number)
  __dataclass_builtins_object__.__setattr__(self,'related_date',related_date)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, number={self.number!r}, related_date={self.related_date!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.number,self.related_date,)==(other.type,other.number,other.related_date,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type','number','related_date',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type','number','related_date',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type,self.number,self.related_date,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_identification, _type_description, _type_amount, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_identification, _dflt_description, _dflt_amount, _return_type):
 def __init__(self,identification:_type_identification=_dflt_identification,description:_type_description=_dflt_description,amount:_type_amount=_dflt_amount)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'identification',identification)
  __dataclass_builtins_object__.__setattr__(self,'description',description)
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(identification={self.identification!r}, description={self.description!r}, amount={self.amount!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.identification,self.description,self.amount,)==(other.identification,other.description,other.amount,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('identification','description','amount',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('identification','description','amount',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.identification,self.description,self.amount,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type, _type_number, _type_related_date, _type_related_date_and_type, _type_line_details, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_number, _dflt_related_date, _dflt_related_date_and_type, _dflt_line_details, _return_type):
 def __init__(self,type:_type_type=_dflt_type,number:_type_number=_dflt_number,related_date:_type_related_date=_dflt_related_date,related_date_and_type:_type_related_date_and_type=_dflt_related_date_and_type,line_details:_type_line_details=_dflt_line_details)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'number',number)
  __dataclass_builtins_object__.__setattr__(self,'related_date',related_date)
  __dataclass_builtins_object__.__setattr__(self,'related_date_and_type',related_date_and_type)
  __dataclass_builtins_object__.__setattr__(self,'line_details',line_details)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, number={self.number!r}, related_date={self.related_date!r}, related_date_and_type={self.related_date_and_type!r}, line_details={self.line_details!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.number,self.related_date,self.related_date_and_type,self.line_details,)==(other.type,other.number,other.related_date,other.related_date_and_type,other.line_details,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type','number','related_date','related_date_and_type','line_details',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type','number','related_date','related_date_and_type','line_details',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type,self.number,self.related_date,self.related_date_and_type,self.line_details,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type, _type_garnishee, _type_garnishment_administrator, _type_reference_number, _type_date, _type_remitted_amount, _type_family_medical_insurance_indicator, _type_employee_termination_indicator, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_garnishee, _dflt_garnishment_administrator, _dflt_reference_number, _dflt_date, _dflt_remitted_amount, _dflt_family_medical_insurance_indicator, _dflt_employee_termination_indicator, _return_type):
 def __init__(self,type:_type_type=_dflt_type,garnishee:_type_garnishee=_dflt_garnishee,garnishment_administrator:_type_garnishment_administrator=_dflt_garnishment_administrator,reference_number:_type_reference_number=_dflt_reference_number,date:_type_date=_dflt_date,remitted_amount:_type_remitted_amount=_dflt_remitted_amount,family_medical_insurance_indicator:_type_family_medical_insurance_indicator=_dflt_family_medical_insurance_indicator,employee_termination_indicator:_type_employee_termination_indicator=_dflt_employee_termination_indicator)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'garnishee',garnishee)
  __dataclass_builtins_object__.__setattr__(self,'garnishment_administrator',garnishment_administrator)
  __dataclass_builtins_object__.__setattr__(self,'reference_number',reference_number)
  __dataclass_builtins_object__.__setattr__(self,'date',date)
  __dataclass_builtins_object__.__setattr__(self,'remitted_amount',remitted_amount)
  __dataclass_builtins_object__.__setattr__(self,'family_medical_insurance_indicator',family_medical_insurance_indicator)
  __dataclass_builtins_object__.__setattr__(self,'employee_termination_indicator',employee_termination_indicator)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type={self.type!r}, garnishee={self.garnishee!r}, garnishment_administrator={self.garnishment_administrator!r}, reference_number={self.reference_number!r}, date={self.date!r}, remitted_amount={self.remitted_amount!r}, family_medical_insurance_indicator={self.family_medical_insurance_indicator!r}, employee_termination_indicator={self.employee_termination_indicator!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type,self.garnishee,self.garnishment_administrator,self.reference_number,self.date,self.remitted_amount,self.family_medical_insurance_indicator,self.employee_termination_indicator,)==(other.type,other.garnishee,other.garnishment_administrator,other.reference_number,other.date,other.remitted_amount,other.family_medical_insurance_indicator,other.employee_termination_indicator,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type','garnishee','garnishment_administrator','reference_number','date','remitted_amount','family_medical_insurance_indicator','employee_termination_indicator',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type','garnishee','garnishment_administrator','reference_number','date','remitted_amount','family_medical_insurance_indicator','employee_termination_indicator',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type,self.garnishee,self.garnishment_administrator,self.reference_number,self.date,self.remitted_amount,self.family_medical_insurance_indicator,self.employee_termination_indicator,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_unique_transaction_identifier, _type_amount, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unique_transaction_identifier, _dflt_amount, _return_type):
 def __init__(self,unique_transaction_identifier:_type_unique_transaction_identifier=_dflt_unique_transaction_identifier,amount:_type_amount=_dflt_amount)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unique_transaction_identifier',unique_transaction_identifier)
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unique_transaction_identifier={self.unique_transaction_identifier!r}, amount={self.amount!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unique_transaction_identifier,self.amount,)==(other.unique_transaction_identifier,other.amount,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unique_transaction_identifier','amount',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unique_transaction_identifier','amount',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.unique_transaction_identifier,self.amount,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_creditor_reference, _type_additional_information, _type_referred_document_information, _type_referred_document_amount, _type_invoicer, _type_invoicee, _type_tax_remittance, _type_garnishment_remittance, _type_securities_data, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_creditor_reference, _dflt_additional_information, _dflt_referred_document_information, _dflt_referred_document_amount, _dflt_invoicer, _dflt_invoicee, _dflt_tax_remittance, _dflt_garnishment_remittance, _dflt_securities_data, _return_type):
 def __init__(self,creditor_reference:_type_creditor_reference=_dflt_creditor_reference,additional_information:_type_additional_information=_dflt_additional_information,referred_document_information:_type_referred_document_information=_dflt_referred_document_information,referred_document_amount:_type_referred_document_amount=_dflt_referred_document_amount,invoicer:_type_invoicer=_dflt_invoicer,invoicee:_type_invoicee=_dflt_invoicee,tax_remittance:_type_tax_remittance=_dflt_tax_remittance,garnishment_remittance:_type_garnishment_remittance=_dflt_garnishment_remittance,securities_data:_type_securities_data=_dflt_securities_data)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'creditor_reference',creditor_reference)
  __dataclass_builtins_object__.__setattr__(self,'additional_information',additional_information)
  __dataclass_builtins_object__.__setattr__(self,'referred_document_information',referred_document_information)
  __dataclass_builtins_object__.__setattr__(self,'referred_document_amount',referred_document_amount)
  __dataclass_builtins_object__.__setattr__(self,'invoicer',invoicer)
  __dataclass_builtins_object__.__setattr__(self,'invoicee',invoicee)
  __dataclass_builtins_object__.__setattr__(self,'tax_remittance',tax_remittance)
  __dataclass_builtins_object__.__setattr__(self,'garnishment_remittance',garnishment_remittance)
  __dataclass_builtins_object__.__setattr__(self,'securities_data',securities_data)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(creditor_reference={self.creditor_reference!r}, additional_information={self.additional_information!r}, referred_document_information={self.referred_document_information!r}, referred_document_amount={self.referred_document_amount!r}, invoicer={self.invoicer!r}, invoicee={self.invoicee!r}, tax_remittance={self.tax_remittance!r}, garnishment_remittance={self.garnishment_remittance!r}, securities_data={self.securities_data!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.creditor_reference,self.additional_information,self.referred_document_information,self.referred_document_amount,self.invoicer,self.invoicee,self.tax_remittance,self.garnishment_remittance,self.securities_data,)==(other.creditor_reference,other.additional_information,other.referred_document_information,other.referred_document_amount,other.invoicer,other.invoicee,other.tax_remittance,other.garnishment_remittance,other.securities_data,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('creditor_reference','additional_information','referred_document_information','referred_document_amount','invoicer','invoicee','tax_remittance','garnishment_remittance','securities_data',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('creditor_reference','additional_information','referred_document_information','referred_document_amount','invoicer','invoicee','tax_remittance','garnishment_remittance','securities_data',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.creditor_reference,self.additional_information,self.referred_document_information,self.referred_document_amount,self.invoicer,self.invoicee,self.tax_remittance,self.garnishment_remittance,self.securities_data,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_unstructured, _type_structured, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unstructured, _dflt_structured, _return_type):
 def __init__(self,unstructured:_type_unstructured=_dflt_unstructured,structured:_type_structured=_dflt_structured)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'unstructured',unstructured)
  __dataclass_builtins_object__.__setattr__(self,'structured',structured)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(unstructured={self.unstructured!r}, structured={self.structured!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.unstructured,self.structured,)==(other.unstructured,other.structured,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('unstructured','structured',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('unstructured','structured',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.unstructured,self.structured,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_method, _type_electronic_address, _type_postal_address, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_method, _dflt_electronic_address, _dflt_postal_address, _return_type):
 def __init__(self,method:_type_method=_dflt_method,electronic_address:_type_electronic_address=_dflt_electronic_address,postal_address:_type_postal_address=_dflt_postal_address)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'method',method)
  __dataclass_builtins_object__.__setattr__(self,'electronic_address',electronic_address)
  __dataclass_builtins_object__.__setattr__(self,'postal_address',postal_address)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(method={self.method!r}, electronic_address={self.electronic_address!r}, postal_address={self.postal_address!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.method,self.electronic_address,self.postal_address,)==(other.method,other.electronic_address,other.postal_address,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('method','electronic_address','postal_address',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('method','electronic_address','postal_address',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.method,self.electronic_address,self.postal_address,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_remittance_identification, _type_remittance_location_method, _type_remittance_location_electronic_address, _type_remittance_location_postal_address, _type_remittance_location_details, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_remittance_identification, _dflt_remittance_location_method, _dflt_remittance_location_electronic_address, _dflt_remittance_location_postal_address, _dflt_remittance_location_details, _return_type):
 def __init__(self,remittance_identification:_type_remittance_identification=_dflt_remittance_identification,remittance_location_method:_type_remittance_location_method=_dflt_remittance_location_method,remittance_location_electronic_address:_type_remittance_location_electronic_address=_dflt_remittance_location_electronic_address,remittance_location_postal_address:_type_remittance_location_postal_address=_dflt_remittance_location_postal_address,remittance_location_details:_type_remittance_location_details=_dflt_remittance_location_details)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'remittance_identification',remittance_identification)
  __dataclass_builtins_object__.__setattr__(self,'remittance_location_method',remittance_location_method)
  __dataclass_builtins_object__.__setattr__(self,'remittance_location_electronic_address',remittance_location_electronic_address)
  __dataclass_builtins_object__.__setattr__(self,'remittance_location_postal_address',remittance_location_postal_address)
  __dataclass_builtins_object__.__setattr__(self,'remittance_location_details',remittance_location_details)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(remittance_identification={self.remittance_identification!r}, remittance_location_method={self.remittance_location_method!r}, remittance_location_electronic_address={self.remittance_location_electronic_address!r}, remittance_location_postal_address={self.remittance_location_postal_address!r}, remittance_location_details={self.remittance_location_details!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.remittance_identification,self.remittance_location_method,self.remittance_location_electronic_address,self.remittance_location_postal_address,self.remittance_location_details,)==(other.remittance_identification,other.remittance_location_method,other.remittance_location_electronic_address,other.remittance_location_postal_address,other.remittance_location_details,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('remittance_identification','remittance_location_method','remittance_location_electronic_address','remittance_location_postal_address','remittance_location_details',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('remittance_identification','remittance_location_method','remittance_location_electronic_address','remittance_location_postal_address','remittance_location_details',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.remittance_identification,self.remittance_location_method,self.remittance_location_electronic_address,self.remittance_location_postal_address,self.remittance_location_details,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_xpath, _type_pointer, _type_line, _type_field_lines, _type_layout, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_line, _dflt_field_lines, _dflt_layout, _return_type):
 def __init__(self,kind:_type_kind,xpath:_type_xpath,pointer:_type_pointer,line:_type_line=_dflt_line,field_lines:_type_field_lines=_HAS_DEFAULT_FACTORY,layout:_type_layout=_dflt_layout)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'xpath',xpath)
  __dataclass_builtins_object__.__setattr__(self,'pointer',pointer)
  __dataclass_builtins_object__.__setattr__(self,'line',line)
  __dataclass_builtins_object__.__setattr__(self,'field_lines',_dflt_field_lines() if field_lines is _HAS_DEFAULT_FACTORY else field_lines)
  __dataclass_builtins_object__.__setattr__(self,'layout',layout)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(kind={self.kind!r}, xpath={self.xpath!r}, pointer={self.pointer!r}, line={self.line!r}, field_lines={self.field_lines!r}, layout={self.layout!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.xpath,self.pointer,self.line,self.field_lines,self.layout,)==(other.kind,other.xpath,other.pointer,other.line,other.field_lines,other.layout,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','xpath','pointer','line','field_lines','layout',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','xpath','pointer','line','field_lines','layout',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.kind,self.xpath,self.pointer,self.line,self.field_lines,self.layout,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_amount, _type_creditor, _type_creditor_account, _type_end_to_end_id, _type_instruction_id, _type_creditor_agent, _type_remittance, _type_origin, _type_uetr, _type_payment_type_information, _type_equivalent_amount, _type_exchange_rate_information, _type_charge_bearer, _type_mandate_related_information, _type_cheque_instruction, _type_ultimate_debtor, _type_intermediary_agent1, _type_intermediary_agent1_account, _type_intermediary_agent2, _type_intermediary_agent2_account, _type_intermediary_agent3, _type_intermediary_agent3_account, _type_creditor_agent_account, _type_ultimate_creditor, _type_instruction_for_creditor_agent, _type_instruction_for_debtor_agent, _type_instruction_for_debtor_agent_code, _type_purpose, _type_regulatory_reporting, _type_tax, _type_related_remittance_information, _type_supplementary_data, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_creditor, _dflt_creditor_account, _dflt_end_to_end_id, _dflt_instruction_id, _dflt_creditor_agent, _dflt_remittance, _dflt_origin, _dflt_uetr, _dflt_payment_type_information, _dflt_equivalent_amount, _dflt_exchange_rate_information, _dflt_charge_bearer, _dflt_mandate_related_information, _dflt_cheque_instruction, _dflt_ultimate_debtor, _dflt_intermediary_agent1, _dflt_intermediary_agent1_account, _dflt_intermediary_agent2, _dflt_intermediary_agent2_account, _dflt_intermediary_agent3, _dflt_intermediary_agent3_account, _dflt_creditor_agent_account, _dflt_ultimate_creditor, _dflt_instruction_for_creditor_agent, _dflt_instruction_for_debtor_agent, _dflt_instruction_for_debtor_agent_code, _dflt_purpose, _dflt_regulatory_reporting, _dflt_tax, _dflt_related_remittance_information, _dflt_supplementary_data, _return_type):
 def __init__(self,amount:_type_amount,creditor:_type_creditor=_dflt_creditor,creditor_account:_type_creditor_account=_dflt_creditor_account,end_to_end_id:_type_end_to_end_id=_dflt_end_to_end_id,instruction_id:_type_instruction_id=_dflt_instruction_id,creditor_agent:_type_creditor_agent=_dflt_creditor_agent,remittance:_type_remittance=_dflt_remittance,origin:_type_origin=_dflt_origin,uetr:_type_uetr=_dflt_uetr,payment_type_information:_type_payment_type_information=_dflt_payment_type_information,equivalent_amount:_type_equivalent_amount=_dflt_equivalent_amount,exchange_rate_information:_type_exchange_rate_information=_dflt_exchange_rate_information,charge_bearer:_type_charge_bearer=_dflt_charge_bearer,mandate_related_information:_type_mandate_related_information=_dflt_mandate_related_information,cheque_instruction:_type_cheque_instruction=_dflt_cheque_instruction,ultimate_debtor:_type_ultimate_debtor=_dflt_ultimate_debtor,intermediary_agent1:_type_intermediary_agent1=_dflt_intermediary_agent1,intermediary_agent1_account:_type_intermediary_agent1_account=_dflt_intermediary_agent1_account,intermediary_agent2:_type_intermediary_agent2=_dflt_intermediary_agent2,intermediary_agent2_account:_type_intermediary_agent2_account=_dflt_intermediary_agent2_account,intermediary_agent3:_type_intermediary_agent3=_dflt_intermediary_agent3,intermediary_agent3_account:_type_intermediary_agent3_account=_dflt_intermediary_agent3_account,creditor_agent_account:_type_creditor_agent_account=_dflt_creditor_agent_account,ultimate_creditor:_type_ultimate_creditor=_dflt_ultimate_creditor,instruction_for_creditor_agent:_type_instruction_for_creditor_agent=_dflt_instruction_for_creditor_agent,instruction_for_debtor_agent:_type_instruction_for_debtor_agent=_dflt_instruction_for_debtor_agent,instruction_for_debtor_agent_code:_type_instruction_for_debtor_agent_code=_dflt_instruction_for_debtor_agent_code,purpose:_type_purpose=_dflt_purpose,regulatory_reporting:_type_regulatory_reporting=_dflt_regulatory_reporting,tax:_type_tax=_dflt_tax,related_remittance_information:_type_related_remittance_information=_dflt_related_remittance_information,supplementary_data:_type_supplementary_data=_dflt_supplementary_data)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
  __dataclass_builtins_object__.__setattr__(self,'creditor',creditor)
  __dataclass_builtins_object__.__setattr__(self,'creditor_account',creditor_account)
  __dataclass_builtins_object__.__setattr__(self,'end_to_end_id',end_to_end_id)
  __dataclass_builtins_object__.__setattr__(self,'instruction_id',instruction_id)
  __dataclass_builtins_object__.__setattr__(self,'creditor_agent',creditor_agent)
  __dataclass_builtins_object__.__setattr__(self,'remittance',remittance)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
  __dataclass_builtins_object__.__setattr__(self,'uetr',uetr)
  __dataclass_builtins_object__.__setattr__(self,'payment_type_information',payment_type_information)
  __dataclass_builtins_object__.__setattr__(self,'equivalent_amount',equivalent_amount)
  __dataclass_builtins_object__.__setattr__(self,'exchange_rate_information',exchange_rate_information)
  __dataclass_builtins_object__.__setattr__(self,'charge_bearer',charge_bearer)
  __dataclass_builtins_object__.__setattr__(self,'mandate_related_information',mandate_related_information)
  __dataclass_builtins_object__.__setattr__(self,'cheque_instruction',cheque_instruction)
  __dataclass_builtins_object__.__setattr__(self,'ultimate_debtor',ultimate_debtor)
  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent1',intermediary_agent1)
  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent1_account',intermediary_agent1_account)
  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent2',intermediary_agent2)
  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent2_account',intermediary_agent2_account)
  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent3',intermediary_agent3)
  __dataclass_builtins_object__.__setattr__(self,'intermediary_agent3_account',intermediary_agent3_account)
  __dataclass_builtins_object__.__setattr__(self,'creditor_agent_account',creditor_agent_account)
  __dataclass_builtins_object__.__setattr__(self,'ultimate_creditor',ultimate_creditor)
  __dataclass_builtins_object__.__setattr__(self,'instruction_for_creditor_agent',instruction_for_creditor_agent)
  __dataclass_builtins_object__.__setattr__(self,'instruction_for_debtor_agent',instruction_for_debtor_agent)
  __dataclass_builtins_object__.__setattr__(self,'instruction_for_debtor_agent_code',instruction_for_debtor_agent_code)
  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)
  __dataclass_builtins_object__.__setattr__(self,'regulatory_reporting',regulatory_reporting)
  __dataclass_builtins_object__.__setattr__(self,'tax',tax)
  __dataclass_builtins_object__.__setattr__(self,'related_remittance_information',related_remittance_information)
  __dataclass_builtins_object__.__setattr__(self,'supplementary_data',supplementary_data)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(amount={self.amount!r}, creditor={self.creditor!r}, creditor_account={self.creditor_account!r}, end_to_end_id={self.end_to_end_id!r}, instruction_id={self.instruction_id!r}, creditor_agent={self.creditor_agent!r}, remittance={self.remittance!r}, origin={self.origin!r}, uetr={self.uetr!r}, payment_type_information={self.payment_type_information!r}, equivalent_amount={self.equivalent_amount!r}, exchange_rate_information={self.exchange_rate_information!r}, charge_bearer={self.charge_bearer!r}, mandate_related_information={self.mandate_related_information!r}, cheque_instruction={self.cheque_instruction!r}, ultimate_debtor={self.ultimate_debtor!r}, intermediary_agent1={self.intermediary_agent1!r}, intermediary_agent1_account={self.intermediary_agent1_account!r}, intermediary_agent2={self.intermediary_agent2!r}, intermediary_agent2_account={self.intermediary_agent2_account!r}, intermediary_agent3={self.intermediary_agent3!r}, intermediary_agent3_account={self.intermediary_agent3_account!r}, creditor_agent_account={self.creditor_agent_account!r}, ultimate_creditor={self.ultimate_creditor!r}, instruction_for_creditor_agent={self.instruction_for_creditor_agent!r}, instruction_for_debtor_agent={self.instruction_for_debtor_agent!r}, instruction_for_debtor_agent_code={self.instruction_for_debtor_agent_code!r}, purpose={self.purpose!r}, regulatory_reporting={self.regulatory_reporting!r}, tax={self.tax!r}, related_remittance_information={self.related_remittance_information!r}, supplementary_data={self.supplementary_data!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.amount,self.creditor,self.creditor_account,self.end_to_end_id,self.instruction_id,self.creditor_agent,self.remittance,self.origin,self.uetr,self.payment_type_information,self.equivalent_amount,self.exchange_rate_information,self.charge_bearer,self.mandate_related_information,self.cheque_instruction,self.ultimate_debtor,self.intermediary_agent1,self.intermediary_agent1_account,self.intermediary_agent2,self.intermediary_agent2_account,self.intermediary_agent3,self.intermediary_agent3_account,self.creditor_agent_account,self.ultimate_creditor,self.instruction_for_creditor_agent,self.instruction_for_debtor_agent,self.instruction_for_debtor_agent_code,self.purpose,self.regulatory_reporting,self.tax,self.related_remittance_information,self.supplementary_data,)==(other.amount,other.creditor,other.creditor_account,other.end_to_end_id,other.instruction_id,other.creditor_agent,other.remittance,other.origin,other.uetr,other.payment_type_information,other.equivalent_amount,other.exchange_rate_information,other.charge_bearer,other.mandate_related_information,other.cheque_instruction,other.ultimate_debtor,other.intermediary_agent1,other.intermediary_agent1_account,other.intermediary_agent2,other.intermediary_agent2_account,other.intermediary_agent3,other.intermediary_agent3_account,other.creditor_agent_account,other.ultimate_creditor,other.instruction_for_creditor_agent,other.instruction_for_debtor_agent,other.instruction_for_debtor_agent_code,other.purpose,other.regulatory_reporting,other.tax,other.related_remittance_information,other.supplementary_data,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('amount','creditor','creditor_account','end_to_end_id','instruction_id','creditor_agent','remittance','origin','uetr','payment_type_information','equivalent_amount','exchange_rate_information','charge_bearer','mandate_related_information','cheque_instruction','ultimate_debtor','intermediary_agent1','intermediary_agent1_account','intermediary_agent2','intermediary_agent2_account','intermediary_agent3','intermediary_agent3_account','creditor_agent_account','ultimate_creditor','instruction_for_creditor_agent','instruction_for_debtor_agent','instruction_for_debtor_agent_code','purpose','regulatory_reporting','tax','related_remittance_information','supplementary_data',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('amount','creditor','creditor_account','end_to_end_id','instruction_id','creditor_agent','remittance','origin','uetr','payment_type_information','equivalent_amount','exchange_rate_information','charge_bearer','mandate_related_information','cheque_instruction','ultimate_debtor','intermediary_agent1','intermediary_agent1_account','intermediary_agent2','intermediary_agent2_account','intermediary_agent3','intermediary_agent3_account','creditor_agent_account','ultimate_creditor','instruction_for_creditor_agent','instruction_for_debtor_agent','instruction_for_debtor_agent_code','purpose','regulatory_reporting','tax','related_remittance_information','supplementary_data',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.amount,self.creditor,self.creditor_account,self.end_to_end_id,self.instruction_id,self.creditor_agent,self.remittance,self.origin,self.uetr,self.payment_type_information,self.equivalent_amount,self.exchange_rate_information,self.charge_bearer,self.mandate_related_information,self.cheque_instruction,self.ultimate_debtor,self.intermediary_agent1,self.intermediary_agent1_account,self.intermediary_agent2,self.intermediary_agent2_account,self.intermediary_agent3,self.intermediary_agent3_account,self.creditor_agent_account,self.ultimate_creditor,self.instruction_for_creditor_agent,self.instruction_for_debtor_agent,self.instruction_for_debtor_agent_code,self.purpose,self.regulatory_reporting,self.tax,self.related_remittance_information,self.supplementary_data,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_payment_info_id, _type_debtor, _type_debtor_account, _type_debtor_agent, _type_payment_method, _type_batch_booking, _type_requested_execution_date, _type_number_of_transactions, _type_control_sum, _type_transactions, _type_origin, _type_requested_execution_date_time, _type_requested_advice_type, _type_payment_type_information, _type_pooling_adjustment_date, _type_debtor_agent_account, _type_instruction_for_debtor_agent, _type_ultimate_debtor, _type_charge_bearer, _type_charges_account, _type_charges_account_agent, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_payment_info_id, _dflt_debtor, _dflt_debtor_account, _dflt_debtor_agent, _dflt_payment_method, _dflt_batch_booking, _dflt_requested_execution_date, _dflt_number_of_transactions, _dflt_control_sum, _dflt_transactions, _dflt_origin, _dflt_requested_execution_date_time, _dflt_requested_advice_type, _dflt_payment_type_information, _dflt_pooling_adjustment_date, _dflt_debtor_agent_account, _dflt_instruction_for_debtor_agent, _dflt_ultimate_debtor, _dflt_charge_bearer, _dflt_charges_account, _dflt_charges_account_agent, _return_type):
 def __init__(self,payment_info_id:_type_payment_info_id=_dflt_payment_info_id,debtor:_type_debtor=_dflt_debtor,debtor_account:_type_debtor_account=_dflt_debtor_account,debtor_agent:_type_debtor_agent=_dflt_debtor_agent,payment_method:_type_payment_method=_dflt_payment_method,batch_booking:_type_batch_booking=_dflt_batch_booking,requested_execution_date:_type_requested_execution_date=_dflt_requested_execution_date,number_of_transactions:_type_number_of_transactions=_dflt_number_of_transactions,control_sum:_type_control_sum=_dflt_control_sum,transactions:_type_transactions=_dflt_transactions,origin:_type_origin=_dflt_origin,requested_execution_date_time:_type_requested_execution_date_time=_dflt_requested_execution_date_time,requested_advice_type:_type_requested_advice_type=_dflt_requested_advice_type,payment_type_information:_type_payment_type_information=_dflt_payment_type_information,pooling_adjustment_date:_type_pooling_adjustment_date=_dflt_pooling_adjustment_date,debtor_agent_account:_type_debtor_agent_account=_dflt_debtor_agent_account,instruction_for_debtor_agent:_type_instruction_for_debtor_agent=_dflt_instruction_for_debtor_agent,ultimate_debtor:_type_ultimate_debtor=_dflt_ultimate_debtor,charge_bearer:_type_charge_bearer=_dflt_charge_bearer,charges_account:_type_charges_account=_dflt_charges_account,charges_account_agent:_type_charges_account_agent=_dflt_charges_account_agent)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'payment_info_id',payment_info_id)
  __dataclass_builtins_object__.__setattr__(self,'debtor',debtor)
  __dataclass_builtins_object__.__setattr__(self,'debtor_account',debtor_account)
  __dataclass_builtins_object__.__setattr__(self,'debtor_agent',debtor_agent)
  __dataclass_builtins_object__.__setattr__(self,'payment_method',payment_method)
  __dataclass_builtins_object__.__setattr__(self,'batch_booking',batch_booking)
  __dataclass_builtins_object__.__setattr__(self,'requested_execution_date',requested_execution_date)
  __dataclass_builtins_object__.__setattr__(self,'number_of_transactions',number_of_transactions)
  __dataclass_builtins_object__.__setattr__(self,'control_sum',control_sum)
  __dataclass_builtins_object__.__setattr__(self,'transactions',transactions)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
  __dataclass_builtins_object__.__setattr__(self,'requested_execution_date_time',requested_execution_date_time)
  __dataclass_builtins_object__.__setattr__(self,'requested_advice_type',requested_advice_type)
  __dataclass_builtins_object__.__setattr__(self,'payment_type_information',payment_type_information)
  __dataclass_builtins_object__.__setattr__(self,'pooling_adjustment_date',pooling_adjustment_date)
  __dataclass_builtins_object__.__setattr__(self,'debtor_agent_account',debtor_agent_account)
  __dataclass_builtins_object__.__setattr__(self,'instruction_for_debtor_agent',instruction_for_debtor_agent)
  __dataclass_builtins_object__.__setattr__(self,'ultimate_debtor',ultimate_debtor)
  __dataclass_builtins_object__.__setattr__(self,'charge_bearer',charge_bearer)
  __dataclass_builtins_object__.__setattr__(self,'charges_account',charges_account)
  __dataclass_builtins_object__.__setattr__(self,'charges_account_agent',charges_account_agent)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(payment_info_id={self.payment_info_id!r}, debtor={self.debtor!r}, debtor_account={self.debtor_account!r}, debtor_agent={self.debtor_agent!r}, payment_method={self.payment_method!r}, batch_booking={self.batch_booking!r}, requested_execution_date={self.requested_execution_date!r}, number_of_transactions={self.number_of_transactions!r}, control_sum={self.control_sum!r}, transactions={self.transactions!r}, origin={self.origin!r}, requested_execution_date_time={self.requested_execution_date_time!r}, requested_advice_type={self.requested_advice_type!r}, payment_type_information={self.payment_type_information!r}, pooling_adjustment_date={self.pooling_adjustment_date!r}, debtor_agent_account={self.debtor_agent_account!r}, instruction_for_debtor_agent={self.instruction_for_debtor_agent!r}, ultimate_debtor={self.ultimate_debtor!r}, charge_bearer={self.charge_bearer!r}, charges_account={self.charges_account!r}, charges_account_agent={self.charges_account_agent!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.payment_info_id,self.debtor,self.debtor_account,self.debtor_agent,self.payment_method,self.batch_booking,self.requested_execution_date,self.number_of_transactions,self.control_sum,self.transactions,self.origin,self.requested_execution_date_time,self.requested_advice_type,self.payment_type_information,self.pooling_adjustment_date,self.debtor_agent_account,self.instruction_for_debtor_agent,self.ultimate_debtor,self.charge_bearer,self.charges_account,self.charges_account_agent,)==(other.payment_info_id,other.debtor,other.debtor_account,other.debtor_agent,other.payment_method,other.batch_booking,other.requested_execution_date,other.number_of_transactions,other.control_sum,other.transactions,other.origin,other.requested_execution_date_time,other.requested_advice_type,other.payment_type_information,other.pooling_adjustment_date,other.debtor_agent_account,other.instruction_for_debtor_agent,other.ultimate_debtor,other.charge_bearer,other.charges_account,other.charges_account_agent,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('payment_info_id','debtor','debtor_account','debtor_agent','payment_method','batch_booking','requested_execution_date','number_of_transactions','control_sum','transactions','origin','requested_execution_date_time','requested_advice_type','payment_type_information','pooling_adjustment_date','debtor_agent_account','instruction_for_debtor_agent','ultimate_debtor','charge_bearer','charges_account','charges_account_agent',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('payment_info_id','debtor','debtor_account','debtor_agent','payment_method','batch_booking','requested_execution_date','number_of_transactions','control_sum','transactions','origin','requested_execution_date_time','requested_advice_type','payment_type_information','pooling_adjustment_date','debtor_agent_account','instruction_for_debtor_agent','ultimate_debtor','charge_bearer','charges_account','charges_account_agent',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.payment_info_id,self.debtor,self.debtor_account,self.debtor_agent,self.payment_method,self.batch_booking,self.requested_execution_date,self.number_of_transactions,self.control_sum,self.transactions,self.origin,self.requested_execution_date_time,self.requested_advice_type,self.payment_type_information,self.pooling_adjustment_date,self.debtor_agent_account,self.instruction_for_debtor_agent,self.ultimate_debtor,self.charge_bearer,self.charges_account,self.charges_account_agent,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_message_id, _type_creation_date_time, _type_number_of_transactions, _type_control_sum, _type_initiating_party, _type_present, _type_origin, _type_authorisation, _type_forwarding_agent, _type_initiation_source, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_message_id, _dflt_creation_date_time, _dflt_number_of_transactions, _dflt_control_sum, _dflt_initiating_party, _dflt_present, _dflt_origin, _dflt_authorisation, _dflt_forwarding_agent, _dflt_initiation_source, _return_type):
 def __init__(self,message_id:_type_message_id=_dflt_message_id,creation_date_time:_type_creation_date_time=_dflt_creation_date_time,number_of_transactions:_type_number_of_transactions=_dflt_number_of_transactions,control_sum:_type_control_sum=_dflt_control_sum,initiating_party:_type_initiating_party=_dflt_initiating_party,present:_type_present=_dflt_present,origin:_type_origin=_dflt_origin,authorisation:_type_authorisation=_dflt_authorisation,forwarding_agent:_type_forwarding_agent=_dflt_forwarding_agent,initiation_source:_type_initiation_source=_dflt_initiation_source)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'message_id',message_id)
  __dataclass_builtins_object__.__setattr__(self,'creation_date_time',creation_date_time)
  __dataclass_builtins_object__.__setattr__(self,'number_of_transactions',number_of_transactions)
  __dataclass_builtins_object__.__setattr__(self,'control_sum',control_sum)
  __dataclass_builtins_object__.__setattr__(self,'initiating_party',initiating_party)
  __dataclass_builtins_object__.__setattr__(self,'present',present)
  __dataclass_builtins_object__.__setattr__(self,'origin',origin)
  __dataclass_builtins_object__.__setattr__(self,'authorisation',authorisation)
  __dataclass_builtins_object__.__setattr__(self,'forwarding_agent',forwarding_agent)
  __dataclass_builtins_object__.__setattr__(self,'initiation_source',initiation_source)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(message_id={self.message_id!r}, creation_date_time={self.creation_date_time!r}, number_of_transactions={self.number_of_transactions!r}, control_sum={self.control_sum!r}, initiating_party={self.initiating_party!r}, present={self.present!r}, origin={self.origin!r}, authorisation={self.authorisation!r}, forwarding_agent={self.forwarding_agent!r}, initiation_source={self.initiation_source!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.message_id,self.creation_date_time,self.number_of_transactions,self.control_sum,self.initiating_party,self.present,self.origin,self.authorisation,self.forwarding_agent,self.initiation_source,)==(other.message_id,other.creation_date_time,other.number_of_transactions,other.control_sum,other.initiating_party,other.present,other.origin,other.authorisation,other.forwarding_agent,other.initiation_source,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('message_id','creation_date_time','number_of_transactions','control_sum','initiating_party','present','origin','authorisation','forwarding_agent','initiation_source',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('message_id','creation_date_time','number_of_transactions','control_sum','initiating_party','present','origin','authorisation','forwarding_agent','initiation_source',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.message_id,self.creation_date_time,self.number_of_transactions,self.control_sum,self.initiating_party,self.present,self.origin,self.authorisation,self.forwarding_agent,self.initiation_source,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_source_format, _type_psu_redirect_link, _type_psu_id, _type_pain_version, _type_schema_location, _type_envelope, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_psu_redirect_link, _dflt_psu_id, _dflt_pain_version, _dflt_schema_location, _dflt_envelope, _return_type):
 def __init__(self,source_format:_type_source_format,psu_redirect_link:_type_psu_redirect_link=_dflt_psu_redirect_link,psu_id:_type_psu_id=_dflt_psu_id,pain_version:_type_pain_version=_dflt_pain_version,schema_location:_type_schema_location=_dflt_schema_location,envelope:_type_envelope=_dflt_envelope)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'source_format',source_format)
  __dataclass_builtins_object__.__setattr__(self,'psu_redirect_link',psu_redirect_link)
  __dataclass_builtins_object__.__setattr__(self,'psu_id',psu_id)
  __dataclass_builtins_object__.__setattr__(self,'pain_version',pain_version)
  __dataclass_builtins_object__.__setattr__(self,'schema_location',schema_location)
  __dataclass_builtins_object__.__setattr__(self,'envelope',envelope)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(source_format={self.source_format!r}, psu_redirect_link={self.psu_redirect_link!r}, psu_id={self.psu_id!r}, pain_version={self.pain_version!r}, schema_location={self.schema_location!r}, envelope={self.envelope!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.source_format,self.psu_redirect_link,self.psu_id,self.pain_version,self.schema_location,self.envelope,)==(other.source_format,other.psu_redirect_link,other.psu_id,other.pain_version,other.schema_location,other.envelope,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('source_format','psu_redirect_link','psu_id','pain_version','schema_location','envelope',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('source_format','psu_redirect_link','psu_id','pain_version','schema_location','envelope',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.source_format,self.psu_redirect_link,self.psu_id,self.pain_version,self.schema_location,self.envelope,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_payment_info, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,payment_info:_type_payment_info)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'payment_info',payment_info)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(payment_info={self.payment_info!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.payment_info,)==(other.payment_info,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('payment_info',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('payment_info',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.payment_info,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_supplementary_data, _type_line, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_line, _return_type):
 def __init__(self,supplementary_data:_type_supplementary_data,line:_type_line=_dflt_line)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'supplementary_data',supplementary_data)
  __dataclass_builtins_object__.__setattr__(self,'line',line)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(supplementary_data={self.supplementary_data!r}, line={self.line!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.supplementary_data,self.line,)==(other.supplementary_data,other.line,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('supplementary_data','line',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('supplementary_data','line',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.supplementary_data,self.line,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_group_header, _type_payment_infos, _type_psu_redirect_link, _type_psu_id, _type_source_format, _type_pain_version, _type_supplementary_data, _type_supplementary_data_line, _type_schema_location, _type_envelope, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_psu_redirect_link, _dflt_psu_id, _dflt_source_format, _dflt_pain_version, _dflt_supplementary_data, _dflt_supplementary_data_line, _dflt_schema_location, _dflt_envelope, _return_type):
 def __init__(self,group_header:_type_group_header,payment_infos:_type_payment_infos,psu_redirect_link:_type_psu_redirect_link=_dflt_psu_redirect_link,psu_id:_type_psu_id=_dflt_psu_id,source_format:_type_source_format=_dflt_source_format,pain_version:_type_pain_version=_dflt_pain_version,supplementary_data:_type_supplementary_data=_dflt_supplementary_data,supplementary_data_line:_type_supplementary_data_line=_dflt_supplementary_data_line,schema_location:_type_schema_location=_dflt_schema_location,envelope:_type_envelope=_dflt_envelope)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'group_header',group_header)
  __dataclass_builtins_object__.__setattr__(self,'payment_infos',payment_infos)
  __dataclass_builtins_object__.__setattr__(self,'psu_redirect_link',psu_redirect_link)
  __dataclass_builtins_object__.__setattr__(self,'psu_id',psu_id)
  __dataclass_builtins_object__.__setattr__(self,'source_format',source_format)
  __dataclass_builtins_object__.__setattr__(self,'pain_version',pain_version)
  __dataclass_builtins_object__.__setattr__(self,'supplementary_data',supplementary_data)
  __dataclass_builtins_object__.__setattr__(self,'supplementary_data_line',supplementary_data_line)
  __dataclass_builtins_object__.__setattr__(self,'schema_location',schema_location)
  __dataclass_builtins_object__.__setattr__(self,'envelope',envelope)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(group_header={self.group_header!r}, payment_infos={self.payment_infos!r}, psu_redirect_link={self.psu_redirect_link!r}, psu_id={self.psu_id!r}, source_format={self.source_format!r}, pain_version={self.pain_version!r}, supplementary_data={self.supplementary_data!r}, supplementary_data_line={self.supplementary_data_line!r}, schema_location={self.schema_location!r}, envelope={self.envelope!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.group_header,self.payment_infos,self.psu_redirect_link,self.psu_id,self.source_format,self.pain_version,self.supplementary_data,self.supplementary_data_line,self.schema_location,self.envelope,)==(other.group_header,other.payment_infos,other.psu_redirect_link,other.psu_id,other.source_format,other.pain_version,other.supplementary_data,other.supplementary_data_line,other.schema_location,other.envelope,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('group_header','payment_infos','psu_redirect_link','psu_id','source_format','pain_version','supplementary_data','supplementary_data_line','schema_location','envelope',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('group_header','payment_infos','psu_redirect_link','psu_id','source_format','pain_version','supplementary_data','supplementary_data_line','schema_location','envelope',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.group_header,self.payment_infos,self.psu_redirect_link,self.psu_id,self.source_format,self.pain_version,self.supplementary_data,self.supplementary_data_line,self.schema_location,self.envelope,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_start, _type_header, _type_infos, _type_current, _type_txs, _type_end, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_start, _dflt_header, _dflt_infos, _dflt_current, _dflt_txs, _dflt_end, _return_type):
 def __init__(self,start:_type_start=_dflt_start,header:_type_header=_dflt_header,infos:_type_infos=_HAS_DEFAULT_FACTORY,current:_type_current=_dflt_current,txs:_type_txs=_HAS_DEFAULT_FACTORY,end:_type_end=_dflt_end)->_return_type:
  self.start=start
  self.header=header
  self.infos=_dflt_infos() if infos is _HAS_DEFAULT_FACTORY else infos
  self.current=current
  self.txs=_dflt_txs() if txs is _HAS_DEFAULT_FACTORY else txs
  self.end=end
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(start={self.start!r}, header={self.header!r}, infos={self.infos!r}, current={self.current!r}, txs={self.txs!r}, end={self.end!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.start,self.header,self.infos,self.current,self.txs,self.end,)==(other.start,other.header,other.infos,other.current,other.txs,other.end,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(_type_intents, _type_findings, _type_sources, _type_file, _type_digest, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_file, _dflt_digest, _return_type):
 def __init__(self,intents:_type_intents,findings:_type_findings,sources:_type_sources,file:_type_file=_dflt_file,digest:_type_digest=_dflt_digest)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'intents',intents)
  __dataclass_builtins_object__.__setattr__(self,'findings',findings)
  __dataclass_builtins_object__.__setattr__(self,'sources',sources)
  __dataclass_builtins_object__.__setattr__(self,'file',file)
  __dataclass_builtins_object__.__setattr__(self,'digest',digest)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(intents={self.intents!r}, findings={self.findings!r}, sources={self.sources!r}, file={self.file!r}, digest={self.digest!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.intents,self.findings,self.sources,self.file,self.digest,)==(other.intents,other.findings,other.sources,other.file,other.digest,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('intents','findings','sources','file','digest',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('intents','findings','sources','file','digest',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.intents,self.findings,self.sources,self.file,self.digest,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_code, _type_type, _type_http, _type_meaning, _type_sandbox_only, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_sandbox_only, _return_type):
 def __init__(self,code:_type_code,type:_type_type,http:_type_http,meaning:_type_meaning,sandbox_only:_type_sandbox_only=_dflt_sandbox_only)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'http',http)
  __dataclass_builtins_object__.__setattr__(self,'meaning',meaning)
  __dataclass_builtins_object__.__setattr__(self,'sandbox_only',sandbox_only)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, type={self.type!r}, http={self.http!r}, meaning={self.meaning!r}, sandbox_only={self.sandbox_only!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.type,self.http,self.meaning,self.sandbox_only,)==(other.code,other.type,other.http,other.meaning,other.sandbox_only,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','type','http','meaning','sandbox_only',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','type','http','meaning','sandbox_only',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.type,self.http,self.meaning,self.sandbox_only,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_private_key, _type_service_account, _type_audience, _type_lifetime, _type_clock, _type_jti, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_lifetime, _dflt_clock, _dflt_jti, _return_type):
 def __init__(self,private_key:_type_private_key,service_account:_type_service_account,audience:_type_audience,lifetime:_type_lifetime=_dflt_lifetime,clock:_type_clock=_dflt_clock,jti:_type_jti=_dflt_jti)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'private_key',private_key)
  __dataclass_builtins_object__.__setattr__(self,'service_account',service_account)
  __dataclass_builtins_object__.__setattr__(self,'audience',audience)
  __dataclass_builtins_object__.__setattr__(self,'lifetime',lifetime)
  __dataclass_builtins_object__.__setattr__(self,'clock',clock)
  __dataclass_builtins_object__.__setattr__(self,'jti',jti)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(service_account={self.service_account!r}, audience={self.audience!r}, lifetime={self.lifetime!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.private_key,self.service_account,self.audience,self.lifetime,)==(other.private_key,other.service_account,other.audience,other.lifetime,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('private_key','service_account','audience','lifetime','clock','jti',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('private_key','service_account','audience','lifetime','clock','jti',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.private_key,self.service_account,self.audience,self.lifetime,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_id, _type_client_id, _type_tenant_user_id, _type_skill, _type_status, _type_nonce_digest, _type_nonce_issued_at, _type_fired, _type_created_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,id:_type_id,client_id:_type_client_id,tenant_user_id:_type_tenant_user_id,skill:_type_skill,status:_type_status,nonce_digest:_type_nonce_digest,nonce_issued_at:_type_nonce_issued_at,fired:_type_fired,created_at:_type_created_at)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'id',id)
  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)
  __dataclass_builtins_object__.__setattr__(self,'tenant_user_id',tenant_user_id)
  __dataclass_builtins_object__.__setattr__(self,'skill',skill)
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'nonce_digest',nonce_digest)
  __dataclass_builtins_object__.__setattr__(self,'nonce_issued_at',nonce_issued_at)
  __dataclass_builtins_object__.__setattr__(self,'fired',fired)
  __dataclass_builtins_object__.__setattr__(self,'created_at',created_at)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(id={self.id!r}, client_id={self.client_id!r}, tenant_user_id={self.tenant_user_id!r}, skill={self.skill!r}, status={self.status!r}, nonce_digest={self.nonce_digest!r}, nonce_issued_at={self.nonce_issued_at!r}, fired={self.fired!r}, created_at={self.created_at!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.id,self.client_id,self.tenant_user_id,self.skill,self.status,self.nonce_digest,self.nonce_issued_at,self.fired,self.created_at,)==(other.id,other.client_id,other.tenant_user_id,other.skill,other.status,other.nonce_digest,other.nonce_issued_at,other.fired,other.created_at,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('id','client_id','tenant_user_id','skill','status','nonce_digest','nonce_issued_at','fired','created_at',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('id','client_id','tenant_user_id','skill','status','nonce_digest','nonce_issued_at','fired','created_at',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.id,self.client_id,self.tenant_user_id,self.skill,self.status,self.nonce_digest,self.nonce_issued_at,self.fired,self.created_at,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_id, _type_session_id, _type_client_id, _type_skill, _type_data, _type_psu_redirect_link, _type_psu_id, _type_status, _type_bank_payment_id, _type_triggers, _type_fired, _type_created_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,id:_type_id,session_id:_type_session_id,client_id:_type_client_id,skill:_type_skill,data:_type_data,psu_redirect_link:_type_psu_redirect_link,psu_id:_type_psu_id,status:_type_status,bank_payment_id:_type_bank_payment_id,triggers:_type_triggers,fired:_type_fired,created_at:_type_created_at)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'id',id)
  __dataclass_builtins_object__.__setattr__(self,'session_id',session_id)
  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)
  __dataclass_builtins_object__.__setattr__(self,'skill',skill)
  __dataclass_builtins_object__.__setattr__(self,'data',data)
  __dataclass_builtins_object__.__setattr__(self,'psu_redirect_link',psu_redirect_link)
  __dataclass_builtins_object__.__setattr__(self,'psu_id',psu_id)
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'bank_payment_id',bank_payment_id)
  __dataclass_builtins_object__.__setattr__(self,'triggers',triggers)
  __dataclass_builtins_object__.__setattr__(self,'fired',fired)
  __dataclass_builtins_object__.__setattr__(self,'created_at',created_at)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(id={self.id!r}, session_id={self.session_id!r}, client_id={self.client_id!r}, skill={self.skill!r}, data={self.data!r}, psu_redirect_link={self.psu_redirect_link!r}, psu_id={self.psu_id!r}, status={self.status!r}, bank_payment_id={self.bank_payment_id!r}, triggers={self.triggers!r}, fired={self.fired!r}, created_at={self.created_at!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.id,self.session_id,self.client_id,self.skill,self.data,self.psu_redirect_link,self.psu_id,self.status,self.bank_payment_id,self.triggers,self.fired,self.created_at,)==(other.id,other.session_id,other.client_id,other.skill,other.data,other.psu_redirect_link,other.psu_id,other.status,other.bank_payment_id,other.triggers,other.fired,other.created_at,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('id','session_id','client_id','skill','data','psu_redirect_link','psu_id','status','bank_payment_id','triggers','fired','created_at',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('id','session_id','client_id','skill','data','psu_redirect_link','psu_id','status','bank_payment_id','triggers','fired','created_at',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.id,self.session_id,self.client_id,self.skill,self.data,self.psu_redirect_link,self.psu_id,self.status,self.bank_payment_id,self.triggers,self.fired,self.created_at,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_digest, _type_client_id, _type_payment_id, _type_expires_at, _type_used_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,digest:_type_digest,client_id:_type_client_id,payment_id:_type_payment_id,expires_at:_type_expires_at,used_at:_type_used_at)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'digest',digest)
  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)
  __dataclass_builtins_object__.__setattr__(self,'payment_id',payment_id)
  __dataclass_builtins_object__.__setattr__(self,'expires_at',expires_at)
  __dataclass_builtins_object__.__setattr__(self,'used_at',used_at)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(digest={self.digest!r}, client_id={self.client_id!r}, payment_id={self.payment_id!r}, expires_at={self.expires_at!r}, used_at={self.used_at!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.digest,self.client_id,self.payment_id,self.expires_at,self.used_at,)==(other.digest,other.client_id,other.payment_id,other.expires_at,other.used_at,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('digest','client_id','payment_id','expires_at','used_at',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('digest','client_id','payment_id','expires_at','used_at',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.digest,self.client_id,self.payment_id,self.expires_at,self.used_at,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_id, _type_client_id, _type_payment_id, _type_token_digest, _type_status, _type_created_at, _type_consent_exp, _type_max_data_retention, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,id:_type_id,client_id:_type_client_id,payment_id:_type_payment_id,token_digest:_type_token_digest,status:_type_status,created_at:_type_created_at,consent_exp:_type_consent_exp,max_data_retention:_type_max_data_retention)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'id',id)
  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)
  __dataclass_builtins_object__.__setattr__(self,'payment_id',payment_id)
  __dataclass_builtins_object__.__setattr__(self,'token_digest',token_digest)
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'created_at',created_at)
  __dataclass_builtins_object__.__setattr__(self,'consent_exp',consent_exp)
  __dataclass_builtins_object__.__setattr__(self,'max_data_retention',max_data_retention)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(id={self.id!r}, client_id={self.client_id!r}, payment_id={self.payment_id!r}, token_digest={self.token_digest!r}, status={self.status!r}, created_at={self.created_at!r}, consent_exp={self.consent_exp!r}, max_data_retention={self.max_data_retention!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.id,self.client_id,self.payment_id,self.token_digest,self.status,self.created_at,self.consent_exp,self.max_data_retention,)==(other.id,other.client_id,other.payment_id,other.token_digest,other.status,other.created_at,other.consent_exp,other.max_data_retention,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('id','client_id','payment_id','token_digest','status','created_at','consent_exp','max_data_retention',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('id','client_id','payment_id','token_digest','status','created_at','consent_exp','max_data_retention',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.id,self.client_id,self.payment_id,self.token_digest,self.status,self.created_at,self.consent_exp,self.max_data_retention,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_id, _type_client_id, _type_redirect_uri, _type_payment_info, _type_triggers, _type_status, _type_polls, _type_created_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,id:_type_id,client_id:_type_client_id,redirect_uri:_type_redirect_uri,payment_info:_type_payment_info,triggers:_type_triggers,status:_type_status,polls:_type_polls,created_at:_type_created_at)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'id',id)
  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)
  __dataclass_builtins_object__.__setattr__(self,'redirect_uri',redirect_uri)
  __dataclass_builtins_object__.__setattr__(self,'payment_info',payment_info)
  __dataclass_builtins_object__.__setattr__(self,'triggers',triggers)
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'polls',polls)
  __dataclass_builtins_object__.__setattr__(self,'created_at',created_at)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(id={self.id!r}, client_id={self.client_id!r}, redirect_uri={self.redirect_uri!r}, payment_info={self.payment_info!r}, triggers={self.triggers!r}, status={self.status!r}, polls={self.polls!r}, created_at={self.created_at!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.id,self.client_id,self.redirect_uri,self.payment_info,self.triggers,self.status,self.polls,self.created_at,)==(other.id,other.client_id,other.redirect_uri,other.payment_info,other.triggers,other.status,other.polls,other.created_at,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('id','client_id','redirect_uri','payment_info','triggers','status','polls','created_at',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('id','client_id','redirect_uri','payment_info','triggers','status','polls','created_at',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.id,self.client_id,self.redirect_uri,self.payment_info,self.triggers,self.status,self.polls,self.created_at,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_digest, _type_bank_payment_id, _type_client_id, _type_redirect_uri, _type_state, _type_code_challenge, _type_expires_at, _type_used_at, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,digest:_type_digest,bank_payment_id:_type_bank_payment_id,client_id:_type_client_id,redirect_uri:_type_redirect_uri,state:_type_state,code_challenge:_type_code_challenge,expires_at:_type_expires_at,used_at:_type_used_at)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'digest',digest)
  __dataclass_builtins_object__.__setattr__(self,'bank_payment_id',bank_payment_id)
  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)
  __dataclass_builtins_object__.__setattr__(self,'redirect_uri',redirect_uri)
  __dataclass_builtins_object__.__setattr__(self,'state',state)
  __dataclass_builtins_object__.__setattr__(self,'code_challenge',code_challenge)
  __dataclass_builtins_object__.__setattr__(self,'expires_at',expires_at)
  __dataclass_builtins_object__.__setattr__(self,'used_at',used_at)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(digest={self.digest!r}, bank_payment_id={self.bank_payment_id!r}, client_id={self.client_id!r}, redirect_uri={self.redirect_uri!r}, state={self.state!r}, code_challenge={self.code_challenge!r}, expires_at={self.expires_at!r}, used_at={self.used_at!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.digest,self.bank_payment_id,self.client_id,self.redirect_uri,self.state,self.code_challenge,self.expires_at,self.used_at,)==(other.digest,other.bank_payment_id,other.client_id,other.redirect_uri,other.state,other.code_challenge,other.expires_at,other.used_at,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('digest','bank_payment_id','client_id','redirect_uri','state','code_challenge','expires_at','used_at',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('digest','bank_payment_id','client_id','redirect_uri','state','code_challenge','expires_at','used_at',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.digest,self.bank_payment_id,self.client_id,self.redirect_uri,self.state,self.code_challenge,self.expires_at,self.used_at,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_client_id, _type_client_app_key, _type_secret_hash, _type_name, _type_service_account, _type_public_key, _type_signed_only, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_service_account, _dflt_public_key, _dflt_signed_only, _return_type):
 def __init__(self,client_id:_type_client_id,client_app_key:_type_client_app_key,secret_hash:_type_secret_hash,name:_type_name=_dflt_name,service_account:_type_service_account=_dflt_service_account,public_key:_type_public_key=_dflt_public_key,signed_only:_type_signed_only=_dflt_signed_only)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'client_id',client_id)
  __dataclass_builtins_object__.__setattr__(self,'client_app_key',client_app_key)
  __dataclass_builtins_object__.__setattr__(self,'secret_hash',secret_hash)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'service_account',service_account)
  __dataclass_builtins_object__.__setattr__(self,'public_key',public_key)
  __dataclass_builtins_object__.__setattr__(self,'signed_only',signed_only)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(client_id={self.client_id!r}, client_app_key={self.client_app_key!r}, name={self.name!r}, service_account={self.service_account!r}, signed_only={self.signed_only!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.client_id,self.client_app_key,self.secret_hash,self.name,self.service_account,self.public_key,self.signed_only,)==(other.client_id,other.client_app_key,other.secret_hash,other.name,other.service_account,other.public_key,other.signed_only,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('client_id','client_app_key','secret_hash','name','service_account','public_key','signed_only',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('client_id','client_app_key','secret_hash','name','service_account','public_key','signed_only',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.client_id,self.client_app_key,self.secret_hash,self.name,self.service_account,self.public_key,self.signed_only,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_reject_at_authorization, _type_fail_after_authorization, _type_in_process_polls, _type_unavailable_once, _type_rate_limited_once, _type_slow_response_once, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_reject_at_authorization, _dflt_fail_after_authorization, _dflt_in_process_polls, _dflt_unavailable_once, _dflt_rate_limited_once, _dflt_slow_response_once, _return_type):
 def __init__(self,reject_at_authorization:_type_reject_at_authorization=_dflt_reject_at_authorization,fail_after_authorization:_type_fail_after_authorization=_dflt_fail_after_authorization,in_process_polls:_type_in_process_polls=_dflt_in_process_polls,unavailable_once:_type_unavailable_once=_dflt_unavailable_once,rate_limited_once:_type_rate_limited_once=_dflt_rate_limited_once,slow_response_once:_type_slow_response_once=_dflt_slow_response_once)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'reject_at_authorization',reject_at_authorization)
  __dataclass_builtins_object__.__setattr__(self,'fail_after_authorization',fail_after_authorization)
  __dataclass_builtins_object__.__setattr__(self,'in_process_polls',in_process_polls)
  __dataclass_builtins_object__.__setattr__(self,'unavailable_once',unavailable_once)
  __dataclass_builtins_object__.__setattr__(self,'rate_limited_once',rate_limited_once)
  __dataclass_builtins_object__.__setattr__(self,'slow_response_once',slow_response_once)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(reject_at_authorization={self.reject_at_authorization!r}, fail_after_authorization={self.fail_after_authorization!r}, in_process_polls={self.in_process_polls!r}, unavailable_once={self.unavailable_once!r}, rate_limited_once={self.rate_limited_once!r}, slow_response_once={self.slow_response_once!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.reject_at_authorization,self.fail_after_authorization,self.in_process_polls,self.unavailable_once,self.rate_limited_once,self.slow_response_once,)==(other.reject_at_authorization,other.fail_after_authorization,other.in_process_polls,other.unavailable_once,other.rate_limited_once,other.slow_response_once,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('reject_at_authorization','fail_after_authorization','in_process_polls','unavailable_once','rate_limited_once','slow_response_once',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('reject_at_authorization','fail_after_authorization','in_process_polls','unavailable_once','rate_limited_once','slow_response_once',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.reject_at_authorization,self.fail_after_authorization,self.in_process_polls,self.unavailable_once,self.rate_limited_once,self.slow_response_once,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_payment, _type_request_id, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,payment:_type_payment,request_id:_type_request_id)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'payment',payment)
  __dataclass_builtins_object__.__setattr__(self,'request_id',request_id)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(payment={self.payment!r}, request_id={self.request_id!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.payment,self.request_id,)==(other.payment,other.request_id,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('payment','request_id',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('payment','request_id',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.payment,self.request_id,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_db, _type_tenants, _type_clock, _type_public_url, _type_nonce_ttl, _type_temp_token_ttl, _type_consent_ttl, _type_data_retention, _type_slow_response_seconds, _type_max_body_bytes, _type_validator, _type_skills, _type_audiences, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_db, _dflt_tenants, _dflt_clock, _dflt_public_url, _dflt_nonce_ttl, _dflt_temp_token_ttl, _dflt_consent_ttl, _dflt_data_retention, _dflt_slow_response_seconds, _dflt_max_body_bytes, _dflt_validator, _dflt_skills, _dflt_audiences, _return_type):
 def __init__(self,db:_type_db=_dflt_db,tenants:_type_tenants=_dflt_tenants,clock:_type_clock=_dflt_clock,public_url:_type_public_url=_dflt_public_url,nonce_ttl:_type_nonce_ttl=_dflt_nonce_ttl,temp_token_ttl:_type_temp_token_ttl=_dflt_temp_token_ttl,consent_ttl:_type_consent_ttl=_dflt_consent_ttl,data_retention:_type_data_retention=_dflt_data_retention,slow_response_seconds:_type_slow_response_seconds=_dflt_slow_response_seconds,max_body_bytes:_type_max_body_bytes=_dflt_max_body_bytes,validator:_type_validator=_dflt_validator,skills:_type_skills=_dflt_skills,audiences:_type_audiences=_dflt_audiences)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'db',db)
  __dataclass_builtins_object__.__setattr__(self,'tenants',tenants)
  __dataclass_builtins_object__.__setattr__(self,'clock',clock)
  __dataclass_builtins_object__.__setattr__(self,'public_url',public_url)
  __dataclass_builtins_object__.__setattr__(self,'nonce_ttl',nonce_ttl)
  __dataclass_builtins_object__.__setattr__(self,'temp_token_ttl',temp_token_ttl)
  __dataclass_builtins_object__.__setattr__(self,'consent_ttl',consent_ttl)
  __dataclass_builtins_object__.__setattr__(self,'data_retention',data_retention)
  __dataclass_builtins_object__.__setattr__(self,'slow_response_seconds',slow_response_seconds)
  __dataclass_builtins_object__.__setattr__(self,'max_body_bytes',max_body_bytes)
  __dataclass_builtins_object__.__setattr__(self,'validator',validator)
  __dataclass_builtins_object__.__setattr__(self,'skills',skills)
  __dataclass_builtins_object__.__setattr__(self,'audiences',audiences)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(db={self.db!r}, tenants={self.tenants!r}, clock={self.clock!r}, public_url={self.public_url!r}, nonce_ttl={self.nonce_ttl!r}, temp_token_ttl={self.temp_token_ttl!r}, consent_ttl={self.consent_ttl!r}, data_retention={self.data_retention!r}, slow_response_seconds={self.slow_response_seconds!r}, max_body_bytes={self.max_body_bytes!r}, validator={self.validator!r}, skills={self.skills!r}, audiences={self.audiences!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.db,self.tenants,self.clock,self.public_url,self.nonce_ttl,self.temp_token_ttl,self.consent_ttl,self.data_retention,self.slow_response_seconds,self.max_body_bytes,self.validator,self.skills,self.audiences,)==(other.db,other.tenants,other.clock,other.public_url,other.nonce_ttl,other.temp_token_ttl,other.consent_ttl,other.data_retention,other.slow_response_seconds,other.max_body_bytes,other.validator,other.skills,other.audiences,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('db','tenants','clock','public_url','nonce_ttl','temp_token_ttl','consent_ttl','data_retention','slow_response_seconds','max_body_bytes','validator','skills','audiences',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('db','tenants','clock','public_url','nonce_ttl','temp_token_ttl','consent_ttl','data_retention','slow_response_seconds','max_body_bytes','validator','skills','audiences',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.db,self.tenants,self.clock,self.public_url,self.nonce_ttl,self.temp_token_ttl,self.consent_ttl,self.data_retention,self.slow_response_seconds,self.max_body_bytes,self.validator,self.skills,self.audiences,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_location, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,location:_type_location)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'location',location)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(location={self.location!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.location,)==(other.location,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('location',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('location',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.location,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_code, _type_name, _type_meaning, _type_matched, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_matched, _return_type):
 def __init__(self,code:_type_code,name:_type_name,meaning:_type_meaning,matched:_type_matched=_dflt_matched)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'meaning',meaning)
  __dataclass_builtins_object__.__setattr__(self,'matched',matched)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, name={self.name!r}, meaning={self.meaning!r}, matched={self.matched!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.name,self.meaning,self.matched,)==(other.code,other.name,other.meaning,other.matched,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','name','meaning','matched',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','name','meaning','matched',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.name,self.meaning,self.matched,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_code, _type_proprietary, _type_additional, _type_originator_name, _type_originator_bic, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_code, _dflt_proprietary, _dflt_additional, _dflt_originator_name, _dflt_originator_bic, _return_type):
 def __init__(self,code:_type_code=_dflt_code,proprietary:_type_proprietary=_dflt_proprietary,additional:_type_additional=_dflt_additional,originator_name:_type_originator_name=_dflt_originator_name,originator_bic:_type_originator_bic=_dflt_originator_bic)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'proprietary',proprietary)
  __dataclass_builtins_object__.__setattr__(self,'additional',additional)
  __dataclass_builtins_object__.__setattr__(self,'originator_name',originator_name)
  __dataclass_builtins_object__.__setattr__(self,'originator_bic',originator_bic)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, proprietary={self.proprietary!r}, additional={self.additional!r}, originator_name={self.originator_name!r}, originator_bic={self.originator_bic!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.proprietary,self.additional,self.originator_name,self.originator_bic,)==(other.code,other.proprietary,other.additional,other.originator_name,other.originator_bic,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','proprietary','additional','originator_name','originator_bic',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','proprietary','additional','originator_name','originator_bic',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.proprietary,self.additional,self.originator_name,self.originator_bic,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_code, _type_name, _type_meaning, _type_matched_name, _type_sent_name, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,code:_type_code,name:_type_name,meaning:_type_meaning,matched_name:_type_matched_name,sent_name:_type_sent_name)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'meaning',meaning)
  __dataclass_builtins_object__.__setattr__(self,'matched_name',matched_name)
  __dataclass_builtins_object__.__setattr__(self,'sent_name',sent_name)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, name={self.name!r}, meaning={self.meaning!r}, matched_name={self.matched_name!r}, sent_name={self.sent_name!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.name,self.meaning,self.matched_name,self.sent_name,)==(other.code,other.name,other.meaning,other.matched_name,other.sent_name,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','name','meaning','matched_name','sent_name',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','name','meaning','matched_name','sent_name',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.name,self.meaning,self.matched_name,self.sent_name,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_status, _type_number_of_transactions, _type_control_sum, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_number_of_transactions, _dflt_control_sum, _return_type):
 def __init__(self,status:_type_status,number_of_transactions:_type_number_of_transactions=_dflt_number_of_transactions,control_sum:_type_control_sum=_dflt_control_sum)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'number_of_transactions',number_of_transactions)
  __dataclass_builtins_object__.__setattr__(self,'control_sum',control_sum)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(status={self.status!r}, number_of_transactions={self.number_of_transactions!r}, control_sum={self.control_sum!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.status,self.number_of_transactions,self.control_sum,)==(other.status,other.number_of_transactions,other.control_sum,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('status','number_of_transactions','control_sum',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('status','number_of_transactions','control_sum',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.status,self.number_of_transactions,self.control_sum,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_status, _type_original_end_to_end_id, _type_original_instruction_id, _type_reasons, _type_amount, _type_currency, _type_debtor_name, _type_debtor_iban, _type_creditor_name, _type_creditor_iban, _type_intent, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_original_end_to_end_id, _dflt_original_instruction_id, _dflt_reasons, _dflt_amount, _dflt_currency, _dflt_debtor_name, _dflt_debtor_iban, _dflt_creditor_name, _dflt_creditor_iban, _dflt_intent, _return_type):
 def __init__(self,status:_type_status,original_end_to_end_id:_type_original_end_to_end_id=_dflt_original_end_to_end_id,original_instruction_id:_type_original_instruction_id=_dflt_original_instruction_id,reasons:_type_reasons=_dflt_reasons,amount:_type_amount=_dflt_amount,currency:_type_currency=_dflt_currency,debtor_name:_type_debtor_name=_dflt_debtor_name,debtor_iban:_type_debtor_iban=_dflt_debtor_iban,creditor_name:_type_creditor_name=_dflt_creditor_name,creditor_iban:_type_creditor_iban=_dflt_creditor_iban,intent:_type_intent=_dflt_intent)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'original_end_to_end_id',original_end_to_end_id)
  __dataclass_builtins_object__.__setattr__(self,'original_instruction_id',original_instruction_id)
  __dataclass_builtins_object__.__setattr__(self,'reasons',reasons)
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
  __dataclass_builtins_object__.__setattr__(self,'currency',currency)
  __dataclass_builtins_object__.__setattr__(self,'debtor_name',debtor_name)
  __dataclass_builtins_object__.__setattr__(self,'debtor_iban',debtor_iban)
  __dataclass_builtins_object__.__setattr__(self,'creditor_name',creditor_name)
  __dataclass_builtins_object__.__setattr__(self,'creditor_iban',creditor_iban)
  __dataclass_builtins_object__.__setattr__(self,'intent',intent)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(status={self.status!r}, original_end_to_end_id={self.original_end_to_end_id!r}, original_instruction_id={self.original_instruction_id!r}, reasons={self.reasons!r}, amount={self.amount!r}, currency={self.currency!r}, debtor_name={self.debtor_name!r}, debtor_iban={self.debtor_iban!r}, creditor_name={self.creditor_name!r}, creditor_iban={self.creditor_iban!r}, intent={self.intent!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.status,self.original_end_to_end_id,self.original_instruction_id,self.reasons,self.amount,self.currency,self.debtor_name,self.debtor_iban,self.creditor_name,self.creditor_iban,self.intent,)==(other.status,other.original_end_to_end_id,other.original_instruction_id,other.reasons,other.amount,other.currency,other.debtor_name,other.debtor_iban,other.creditor_name,other.creditor_iban,other.intent,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('status','original_end_to_end_id','original_instruction_id','reasons','amount','currency','debtor_name','debtor_iban','creditor_name','creditor_iban','intent',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('status','original_end_to_end_id','original_instruction_id','reasons','amount','currency','debtor_name','debtor_iban','creditor_name','creditor_iban','intent',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.status,self.original_end_to_end_id,self.original_instruction_id,self.reasons,self.amount,self.currency,self.debtor_name,self.debtor_iban,self.creditor_name,self.creditor_iban,self.intent,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_original_id, _type_status, _type_number_of_transactions, _type_control_sum, _type_reasons, _type_per_status, _type_transactions, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_status, _dflt_number_of_transactions, _dflt_control_sum, _dflt_reasons, _dflt_per_status, _dflt_transactions, _return_type):
 def __init__(self,original_id:_type_original_id,status:_type_status=_dflt_status,number_of_transactions:_type_number_of_transactions=_dflt_number_of_transactions,control_sum:_type_control_sum=_dflt_control_sum,reasons:_type_reasons=_dflt_reasons,per_status:_type_per_status=_dflt_per_status,transactions:_type_transactions=_dflt_transactions)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'original_id',original_id)
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'number_of_transactions',number_of_transactions)
  __dataclass_builtins_object__.__setattr__(self,'control_sum',control_sum)
  __dataclass_builtins_object__.__setattr__(self,'reasons',reasons)
  __dataclass_builtins_object__.__setattr__(self,'per_status',per_status)
  __dataclass_builtins_object__.__setattr__(self,'transactions',transactions)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(original_id={self.original_id!r}, status={self.status!r}, number_of_transactions={self.number_of_transactions!r}, control_sum={self.control_sum!r}, reasons={self.reasons!r}, per_status={self.per_status!r}, transactions={self.transactions!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.original_id,self.status,self.number_of_transactions,self.control_sum,self.reasons,self.per_status,self.transactions,)==(other.original_id,other.status,other.number_of_transactions,other.control_sum,other.reasons,other.per_status,other.transactions,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('original_id','status','number_of_transactions','control_sum','reasons','per_status','transactions',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('original_id','status','number_of_transactions','control_sum','reasons','per_status','transactions',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.original_id,self.status,self.number_of_transactions,self.control_sum,self.reasons,self.per_status,self.transactions,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_message_id, _type_created, _type_original_message_id, _type_original_message_name, _type_group_status, _type_original_created, _type_original_number_of_transactions, _type_original_control_sum, _type_reasons, _type_per_status, _type_payment_infos, _type_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_group_status, _dflt_original_created, _dflt_original_number_of_transactions, _dflt_original_control_sum, _dflt_reasons, _dflt_per_status, _dflt_payment_infos, _dflt_version, _return_type):
 def __init__(self,message_id:_type_message_id,created:_type_created,original_message_id:_type_original_message_id,original_message_name:_type_original_message_name,group_status:_type_group_status=_dflt_group_status,original_created:_type_original_created=_dflt_original_created,original_number_of_transactions:_type_original_number_of_transactions=_dflt_original_number_of_transactions,original_control_sum:_type_original_control_sum=_dflt_original_control_sum,reasons:_type_reasons=_dflt_reasons,per_status:_type_per_status=_dflt_per_status,payment_infos:_type_payment_infos=_dflt_payment_infos,version:_type_version=_dflt_version)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'message_id',message_id)
  __dataclass_builtins_object__.__setattr__(self,'created',created)
  __dataclass_builtins_object__.__setattr__(self,'original_message_id',original_message_id)
  __dataclass_builtins_object__.__setattr__(self,'original_message_name',original_message_name)
  __dataclass_builtins_object__.__setattr__(self,'group_status',group_status)
  __dataclass_builtins_object__.__setattr__(self,'original_created',original_created)
  __dataclass_builtins_object__.__setattr__(self,'original_number_of_transactions',original_number_of_transactions)
  __dataclass_builtins_object__.__setattr__(self,'original_control_sum',original_control_sum)
  __dataclass_builtins_object__.__setattr__(self,'reasons',reasons)
  __dataclass_builtins_object__.__setattr__(self,'per_status',per_status)
  __dataclass_builtins_object__.__setattr__(self,'payment_infos',payment_infos)
  __dataclass_builtins_object__.__setattr__(self,'version',version)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(message_id={self.message_id!r}, created={self.created!r}, original_message_id={self.original_message_id!r}, original_message_name={self.original_message_name!r}, group_status={self.group_status!r}, original_created={self.original_created!r}, original_number_of_transactions={self.original_number_of_transactions!r}, original_control_sum={self.original_control_sum!r}, reasons={self.reasons!r}, per_status={self.per_status!r}, payment_infos={self.payment_infos!r}, version={self.version!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.message_id,self.created,self.original_message_id,self.original_message_name,self.group_status,self.original_created,self.original_number_of_transactions,self.original_control_sum,self.reasons,self.per_status,self.payment_infos,self.version,)==(other.message_id,other.created,other.original_message_id,other.original_message_name,other.group_status,other.original_created,other.original_number_of_transactions,other.original_control_sum,other.reasons,other.per_status,other.payment_infos,other.version,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('message_id','created','original_message_id','original_message_name','group_status','original_created','original_number_of_transactions','original_control_sum','reasons','per_status','payment_infos','version',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('message_id','created','original_message_id','original_message_name','group_status','original_created','original_number_of_transactions','original_control_sum','reasons','per_status','payment_infos','version',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.message_id,self.created,self.original_message_id,self.original_message_name,self.group_status,self.original_created,self.original_number_of_transactions,self.original_control_sum,self.reasons,self.per_status,self.payment_infos,self.version,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_source, _type_error, _type_status, _type_reason, _type_why, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,source:_type_source,error:_type_error,status:_type_status,reason:_type_reason,why:_type_why)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'error',error)
  __dataclass_builtins_object__.__setattr__(self,'status',status)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
  __dataclass_builtins_object__.__setattr__(self,'why',why)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(source={self.source!r}, error={self.error!r}, status={self.status!r}, reason={self.reason!r}, why={self.why!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.source,self.error,self.status,self.reason,self.why,)==(other.source,other.error,other.status,other.reason,other.why,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('source','error','status','reason','why',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('source','error','status','reason','why',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.source,self.error,self.status,self.reason,self.why,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_reports, _type_unplaced, _type_unversioned, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_unversioned, _return_type):
 def __init__(self,reports:_type_reports,unplaced:_type_unplaced,unversioned:_type_unversioned=_dflt_unversioned)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'reports',reports)
  __dataclass_builtins_object__.__setattr__(self,'unplaced',unplaced)
  __dataclass_builtins_object__.__setattr__(self,'unversioned',unversioned)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(reports={self.reports!r}, unplaced={self.unplaced!r}, unversioned={self.unversioned!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.reports,self.unplaced,self.unversioned,)==(other.reports,other.unplaced,other.unversioned,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('reports','unplaced','unversioned',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('reports','unplaced','unversioned',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.reports,self.unplaced,self.unversioned,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_element, _type_names, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,element:_type_element,names:_type_names)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'element',element)
  __dataclass_builtins_object__.__setattr__(self,'names',names)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(element={self.element!r}, names={self.names!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.element,self.names,)==(other.element,other.names,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('element','names',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('element','names',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.element,self.names,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type_name, _type_repeatable, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,type_name:_type_type_name,repeatable:_type_repeatable)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type_name',type_name)
  __dataclass_builtins_object__.__setattr__(self,'repeatable',repeatable)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type_name={self.type_name!r}, repeatable={self.repeatable!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type_name,self.repeatable,)==(other.type_name,other.repeatable,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type_name','repeatable',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type_name','repeatable',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type_name,self.repeatable,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_message, _type_namespaces, _type_words, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,message:_type_message,namespaces:_type_namespaces,words:_type_words)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'message',message)
  __dataclass_builtins_object__.__setattr__(self,'namespaces',namespaces)
  __dataclass_builtins_object__.__setattr__(self,'words',words)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(message={self.message!r}, namespaces={self.namespaces!r}, words={self.words!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.message,self.namespaces,self.words,)==(other.message,other.namespaces,other.words,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('message','namespaces','words',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('message','namespaces','words',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.message,self.namespaces,self.words,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_start, _type_end, _type_end_tag, _type_closing, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,start:_type_start,end:_type_end,end_tag:_type_end_tag,closing:_type_closing)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'start',start)
  __dataclass_builtins_object__.__setattr__(self,'end',end)
  __dataclass_builtins_object__.__setattr__(self,'end_tag',end_tag)
  __dataclass_builtins_object__.__setattr__(self,'closing',closing)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(start={self.start!r}, end={self.end!r}, end_tag={self.end_tag!r}, closing={self.closing!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.start,self.end,self.end_tag,self.closing,)==(other.start,other.end,other.end_tag,other.closing,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('start','end','end_tag','closing',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('start','end','end_tag','closing',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.start,self.end,self.end_tag,self.closing,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_version, _type_schema_location, _type_frame, _type_envelope, _type_findings, _type_namespace, _type_document_line, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_namespace, _dflt_document_line, _return_type):
 def __init__(self,version:_type_version,schema_location:_type_schema_location,frame:_type_frame,envelope:_type_envelope,findings:_type_findings,namespace:_type_namespace=_dflt_namespace,document_line:_type_document_line=_dflt_document_line)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'version',version)
  __dataclass_builtins_object__.__setattr__(self,'schema_location',schema_location)
  __dataclass_builtins_object__.__setattr__(self,'frame',frame)
  __dataclass_builtins_object__.__setattr__(self,'envelope',envelope)
  __dataclass_builtins_object__.__setattr__(self,'findings',findings)
  __dataclass_builtins_object__.__setattr__(self,'namespace',namespace)
  __dataclass_builtins_object__.__setattr__(self,'document_line',document_line)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(version={self.version!r}, schema_location={self.schema_location!r}, frame={self.frame!r}, envelope={self.envelope!r}, findings={self.findings!r}, namespace={self.namespace!r}, document_line={self.document_line!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.version,self.schema_location,self.frame,self.envelope,self.findings,self.namespace,self.document_line,)==(other.version,other.schema_location,other.frame,other.envelope,other.findings,other.namespace,other.document_line,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('version','schema_location','frame','envelope','findings','namespace','document_line',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('version','schema_location','frame','envelope','findings','namespace','document_line',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.version,self.schema_location,self.frame,self.envelope,self.findings,self.namespace,self.document_line,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_schema, _type_bic, _type_party_name, _type_closed_statuses, _type_note, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_note, _return_type):
 def __init__(self,name:_type_name,schema:_type_schema,bic:_type_bic,party_name:_type_party_name,closed_statuses:_type_closed_statuses,note:_type_note=_dflt_note)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'schema',schema)
  __dataclass_builtins_object__.__setattr__(self,'bic',bic)
  __dataclass_builtins_object__.__setattr__(self,'party_name',party_name)
  __dataclass_builtins_object__.__setattr__(self,'closed_statuses',closed_statuses)
  __dataclass_builtins_object__.__setattr__(self,'note',note)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, schema={self.schema!r}, bic={self.bic!r}, party_name={self.party_name!r}, closed_statuses={self.closed_statuses!r}, note={self.note!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.schema,self.bic,self.party_name,self.closed_statuses,self.note,)==(other.name,other.schema,other.bic,other.party_name,other.closed_statuses,other.note,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','schema','bic','party_name','closed_statuses','note',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','schema','bic','party_name','closed_statuses','note',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.schema,self.bic,self.party_name,self.closed_statuses,self.note,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_edition, _type_fits, _type_message, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,edition:_type_edition,fits:_type_fits,message:_type_message)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'edition',edition)
  __dataclass_builtins_object__.__setattr__(self,'fits',fits)
  __dataclass_builtins_object__.__setattr__(self,'message',message)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(edition={self.edition!r}, fits={self.fits!r}, message={self.message!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.edition,self.fits,self.message,)==(other.edition,other.fits,other.message,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('edition','fits','message',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('edition','fits','message',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.edition,self.fits,self.message,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_paths, _type_group_statuses, _type_statuses, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,paths:_type_paths,group_statuses:_type_group_statuses,statuses:_type_statuses)->_return_type:
  self.paths=paths
  self.group_statuses=group_statuses
  self.statuses=statuses
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(paths={self.paths!r}, group_statuses={self.group_statuses!r}, statuses={self.statuses!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.paths,self.group_statuses,self.statuses,)==(other.paths,other.group_statuses,other.statuses,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(_type_report, _type_findings, _type_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,report:_type_report,findings:_type_findings,version:_type_version)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'report',report)
  __dataclass_builtins_object__.__setattr__(self,'findings',findings)
  __dataclass_builtins_object__.__setattr__(self,'version',version)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(report={self.report!r}, findings={self.findings!r}, version={self.version!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.report,self.findings,self.version,)==(other.report,other.findings,other.version,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('report','findings','version',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('report','findings','version',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.report,self.findings,self.version,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_version, _type_namespace, _type_findings, _type_dropped, _type_header, _type_group, _type_infos, _type_pending, _type_schema, _type_statuses_checked, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_findings, _dflt_dropped, _dflt_header, _dflt_group, _dflt_infos, _dflt_pending, _dflt_schema, _dflt_statuses_checked, _return_type):
 def __init__(self,version:_type_version,namespace:_type_namespace,findings:_type_findings=_HAS_DEFAULT_FACTORY,dropped:_type_dropped=_HAS_DEFAULT_FACTORY,header:_type_header=_HAS_DEFAULT_FACTORY,group:_type_group=_HAS_DEFAULT_FACTORY,infos:_type_infos=_HAS_DEFAULT_FACTORY,pending:_type_pending=_HAS_DEFAULT_FACTORY,schema:_type_schema=_dflt_schema,statuses_checked:_type_statuses_checked=_dflt_statuses_checked)->_return_type:
  self.version=version
  self.namespace=namespace
  self.findings=_dflt_findings() if findings is _HAS_DEFAULT_FACTORY else findings
  self.dropped=_dflt_dropped() if dropped is _HAS_DEFAULT_FACTORY else dropped
  self.header=_dflt_header() if header is _HAS_DEFAULT_FACTORY else header
  self.group=_dflt_group() if group is _HAS_DEFAULT_FACTORY else group
  self.infos=_dflt_infos() if infos is _HAS_DEFAULT_FACTORY else infos
  self.pending=_dflt_pending() if pending is _HAS_DEFAULT_FACTORY else pending
  self.schema=schema
  self.statuses_checked=statuses_checked
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(version={self.version!r}, namespace={self.namespace!r}, findings={self.findings!r}, dropped={self.dropped!r}, header={self.header!r}, group={self.group!r}, infos={self.infos!r}, pending={self.pending!r}, schema={self.schema!r}, statuses_checked={self.statuses_checked!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.version,self.namespace,self.findings,self.dropped,self.header,self.group,self.infos,self.pending,self.schema,self.statuses_checked,)==(other.version,other.namespace,other.findings,other.dropped,other.header,other.group,other.infos,other.pending,other.schema,other.statuses_checked,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(_type_purpose, _type_scheme, _type_skill, _type_convert, _type_redirect, _type_max_bytes, _type_structure_addresses, _type_today, _type_guideline, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_purpose, _dflt_scheme, _dflt_skill, _dflt_convert, _dflt_redirect, _dflt_max_bytes, _dflt_structure_addresses, _dflt_today, _dflt_guideline, _return_type):
 def __init__(self,purpose:_type_purpose=_dflt_purpose,scheme:_type_scheme=_dflt_scheme,skill:_type_skill=_dflt_skill,convert:_type_convert=_dflt_convert,redirect:_type_redirect=_dflt_redirect,max_bytes:_type_max_bytes=_dflt_max_bytes,structure_addresses:_type_structure_addresses=_dflt_structure_addresses,today:_type_today=_dflt_today,guideline:_type_guideline=_dflt_guideline)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)
  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)
  __dataclass_builtins_object__.__setattr__(self,'skill',skill)
  __dataclass_builtins_object__.__setattr__(self,'convert',convert)
  __dataclass_builtins_object__.__setattr__(self,'redirect',redirect)
  __dataclass_builtins_object__.__setattr__(self,'max_bytes',max_bytes)
  __dataclass_builtins_object__.__setattr__(self,'structure_addresses',structure_addresses)
  __dataclass_builtins_object__.__setattr__(self,'today',today)
  __dataclass_builtins_object__.__setattr__(self,'guideline',guideline)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(purpose={self.purpose!r}, scheme={self.scheme!r}, skill={self.skill!r}, convert={self.convert!r}, redirect={self.redirect!r}, max_bytes={self.max_bytes!r}, structure_addresses={self.structure_addresses!r}, today={self.today!r}, guideline={self.guideline!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.purpose,self.scheme,self.skill,self.convert,self.redirect,self.max_bytes,self.structure_addresses,self.today,self.guideline,)==(other.purpose,other.scheme,other.skill,other.convert,other.redirect,other.max_bytes,other.structure_addresses,other.today,other.guideline,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('purpose','scheme','skill','convert','redirect','max_bytes','structure_addresses','today','guideline',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('purpose','scheme','skill','convert','redirect','max_bytes','structure_addresses','today','guideline',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.purpose,self.scheme,self.skill,self.convert,self.redirect,self.max_bytes,self.structure_addresses,self.today,self.guideline,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_base, _type_old, _type_new, _type_needle, _type_needle_occurrence, _type_run, _type_occurrence, _type_variant, _type_also, _type_failing_run, _type_pointer, _type_unreached, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_needle_occurrence, _dflt_run, _dflt_occurrence, _dflt_variant, _dflt_also, _dflt_failing_run, _dflt_pointer, _dflt_unreached, _return_type):
 def __init__(self,base:_type_base,old:_type_old,new:_type_new,needle:_type_needle,needle_occurrence:_type_needle_occurrence=_dflt_needle_occurrence,run:_type_run=_dflt_run,occurrence:_type_occurrence=_dflt_occurrence,variant:_type_variant=_dflt_variant,also:_type_also=_dflt_also,failing_run:_type_failing_run=_dflt_failing_run,pointer:_type_pointer=_dflt_pointer,unreached:_type_unreached=_dflt_unreached)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'base',base)
  __dataclass_builtins_object__.__setattr__(self,'old',old)
  __dataclass_builtins_object__.__setattr__(self,'new',new)
  __dataclass_builtins_object__.__setattr__(self,'needle',needle)
  __dataclass_builtins_object__.__setattr__(self,'needle_occurrence',needle_occurrence)
  __dataclass_builtins_object__.__setattr__(self,'run',run)
  __dataclass_builtins_object__.__setattr__(self,'occurrence',occurrence)
  __dataclass_builtins_object__.__setattr__(self,'variant',variant)
  __dataclass_builtins_object__.__setattr__(self,'also',also)
  __dataclass_builtins_object__.__setattr__(self,'failing_run',failing_run)
  __dataclass_builtins_object__.__setattr__(self,'pointer',pointer)
  __dataclass_builtins_object__.__setattr__(self,'unreached',unreached)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(base={self.base!r}, old={self.old!r}, new={self.new!r}, needle={self.needle!r}, needle_occurrence={self.needle_occurrence!r}, run={self.run!r}, occurrence={self.occurrence!r}, variant={self.variant!r}, also={self.also!r}, failing_run={self.failing_run!r}, pointer={self.pointer!r}, unreached={self.unreached!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.base,self.old,self.new,self.needle,self.needle_occurrence,self.run,self.occurrence,self.variant,self.also,self.failing_run,self.pointer,self.unreached,)==(other.base,other.old,other.new,other.needle,other.needle_occurrence,other.run,other.occurrence,other.variant,other.also,other.failing_run,other.pointer,other.unreached,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('base','old','new','needle','needle_occurrence','run','occurrence','variant','also','failing_run','pointer','unreached',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('base','old','new','needle','needle_occurrence','run','occurrence','variant','also','failing_run','pointer','unreached',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.base,self.old,self.new,self.needle,self.needle_occurrence,self.run,self.occurrence,self.variant,self.also,self.failing_run,self.pointer,self.unreached,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_codes, _type_title, _type_text, _type_examples, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_examples, _return_type):
 def __init__(self,codes:_type_codes,title:_type_title,text:_type_text,examples:_type_examples=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'codes',codes)
  __dataclass_builtins_object__.__setattr__(self,'title',title)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
  __dataclass_builtins_object__.__setattr__(self,'examples',_dflt_examples() if examples is _HAS_DEFAULT_FACTORY else examples)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(codes={self.codes!r}, title={self.title!r}, text={self.text!r}, examples={self.examples!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.codes,self.title,self.text,self.examples,)==(other.codes,other.title,other.text,other.examples,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('codes','title','text','examples',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('codes','title','text','examples',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.codes,self.title,self.text,self.examples,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_severity, _type_ignore, _type_skills_file, _type_skill, _type_source, _type_require_profile, _type_pain_version, _type_scheme, _type_purpose, _type_guidelines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_severity, _dflt_ignore, _dflt_skills_file, _dflt_skill, _dflt_source, _dflt_require_profile, _dflt_pain_version, _dflt_scheme, _dflt_purpose, _dflt_guidelines, _return_type):
 def __init__(self,severity:_type_severity=_HAS_DEFAULT_FACTORY,ignore:_type_ignore=_dflt_ignore,skills_file:_type_skills_file=_dflt_skills_file,skill:_type_skill=_dflt_skill,source:_type_source=_dflt_source,require_profile:_type_require_profile=_dflt_require_profile,pain_version:_type_pain_version=_dflt_pain_version,scheme:_type_scheme=_dflt_scheme,purpose:_type_purpose=_dflt_purpose,guidelines:_type_guidelines=_dflt_guidelines)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'severity',_dflt_severity() if severity is _HAS_DEFAULT_FACTORY else severity)
  __dataclass_builtins_object__.__setattr__(self,'ignore',ignore)
  __dataclass_builtins_object__.__setattr__(self,'skills_file',skills_file)
  __dataclass_builtins_object__.__setattr__(self,'skill',skill)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'require_profile',require_profile)
  __dataclass_builtins_object__.__setattr__(self,'pain_version',pain_version)
  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)
  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)
  __dataclass_builtins_object__.__setattr__(self,'guidelines',guidelines)
  self.__post_init__()
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(severity={self.severity!r}, ignore={self.ignore!r}, skills_file={self.skills_file!r}, skill={self.skill!r}, source={self.source!r}, require_profile={self.require_profile!r}, pain_version={self.pain_version!r}, scheme={self.scheme!r}, purpose={self.purpose!r}, guidelines={self.guidelines!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.severity,self.ignore,self.skills_file,self.skill,self.source,self.require_profile,self.pain_version,self.scheme,self.purpose,self.guidelines,)==(other.severity,other.ignore,other.skills_file,other.skill,other.source,other.require_profile,other.pain_version,other.scheme,other.purpose,other.guidelines,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('severity','ignore','skills_file','skill','source','require_profile','pain_version','scheme','purpose','guidelines',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('severity','ignore','skills_file','skill','source','require_profile','pain_version','scheme','purpose','guidelines',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.severity,self.ignore,self.skills_file,self.skill,self.source,self.require_profile,self.pain_version,self.scheme,self.purpose,self.guidelines,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_source, _type_format, _type_message, _type_version, _type_encoding, _type_head, _type_file, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_file, _return_type):
 def __init__(self,source:_type_source,format:_type_format,message:_type_message,version:_type_version,encoding:_type_encoding,head:_type_head,file:_type_file=_dflt_file)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'format',format)
  __dataclass_builtins_object__.__setattr__(self,'message',message)
  __dataclass_builtins_object__.__setattr__(self,'version',version)
  __dataclass_builtins_object__.__setattr__(self,'encoding',encoding)
  __dataclass_builtins_object__.__setattr__(self,'head',head)
  __dataclass_builtins_object__.__setattr__(self,'file',file)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(source={self.source!r}, format={self.format!r}, message={self.message!r}, version={self.version!r}, encoding={self.encoding!r}, head={self.head!r}, file={self.file!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.source,self.format,self.message,self.version,self.encoding,self.head,self.file,)==(other.source,other.format,other.message,other.version,other.encoding,other.head,other.file,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('source','format','message','version','encoding','head','file',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('source','format','message','version','encoding','head','file',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.source,self.format,self.message,self.version,self.encoding,self.head,self.file,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_listed, _type_written, _type_source_format, _type_target_format, _type_output, _type_held, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_output, _dflt_held, _return_type):
 def __init__(self,listed:_type_listed,written:_type_written,source_format:_type_source_format,target_format:_type_target_format,output:_type_output=_dflt_output,held:_type_held=_dflt_held)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'listed',listed)
  __dataclass_builtins_object__.__setattr__(self,'written',written)
  __dataclass_builtins_object__.__setattr__(self,'source_format',source_format)
  __dataclass_builtins_object__.__setattr__(self,'target_format',target_format)
  __dataclass_builtins_object__.__setattr__(self,'output',output)
  __dataclass_builtins_object__.__setattr__(self,'held',held)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(listed={self.listed!r}, written={self.written!r}, source_format={self.source_format!r}, target_format={self.target_format!r}, output={self.output!r}, held={self.held!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.listed,self.written,self.source_format,self.target_format,self.output,self.held,)==(other.listed,other.written,other.source_format,other.target_format,other.output,other.held,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('listed','written','source_format','target_format','output','held',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('listed','written','source_format','target_format','output','held',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.listed,self.written,self.source_format,self.target_format,self.output,self.held,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_description, _type_requires_psu_id, _type_requires_end_to_end_id, _type_bulk, _type_structured_remittance, _type_eri, _type_currencies, _type_max_amount, _type_remittance_max_length, _type_structured_addresses, _type_scheme, _type_guidelines, _type_known, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_description, _dflt_requires_psu_id, _dflt_requires_end_to_end_id, _dflt_bulk, _dflt_structured_remittance, _dflt_eri, _dflt_currencies, _dflt_max_amount, _dflt_remittance_max_length, _dflt_structured_addresses, _dflt_scheme, _dflt_guidelines, _dflt_known, _return_type):
 def __init__(self,name:_type_name,description:_type_description=_dflt_description,requires_psu_id:_type_requires_psu_id=_dflt_requires_psu_id,requires_end_to_end_id:_type_requires_end_to_end_id=_dflt_requires_end_to_end_id,bulk:_type_bulk=_dflt_bulk,structured_remittance:_type_structured_remittance=_dflt_structured_remittance,eri:_type_eri=_dflt_eri,currencies:_type_currencies=_dflt_currencies,max_amount:_type_max_amount=_dflt_max_amount,remittance_max_length:_type_remittance_max_length=_dflt_remittance_max_length,structured_addresses:_type_structured_addresses=_dflt_structured_addresses,scheme:_type_scheme=_dflt_scheme,guidelines:_type_guidelines=_dflt_guidelines,known:_type_known=_dflt_known)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'description',description)
  __dataclass_builtins_object__.__setattr__(self,'requires_psu_id',requires_psu_id)
  __dataclass_builtins_object__.__setattr__(self,'requires_end_to_end_id',requires_end_to_end_id)
  __dataclass_builtins_object__.__setattr__(self,'bulk',bulk)
  __dataclass_builtins_object__.__setattr__(self,'structured_remittance',structured_remittance)
  __dataclass_builtins_object__.__setattr__(self,'eri',eri)
  __dataclass_builtins_object__.__setattr__(self,'currencies',currencies)
  __dataclass_builtins_object__.__setattr__(self,'max_amount',max_amount)
  __dataclass_builtins_object__.__setattr__(self,'remittance_max_length',remittance_max_length)
  __dataclass_builtins_object__.__setattr__(self,'structured_addresses',structured_addresses)
  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)
  __dataclass_builtins_object__.__setattr__(self,'guidelines',guidelines)
  __dataclass_builtins_object__.__setattr__(self,'known',known)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, description={self.description!r}, requires_psu_id={self.requires_psu_id!r}, requires_end_to_end_id={self.requires_end_to_end_id!r}, bulk={self.bulk!r}, structured_remittance={self.structured_remittance!r}, eri={self.eri!r}, currencies={self.currencies!r}, max_amount={self.max_amount!r}, remittance_max_length={self.remittance_max_length!r}, structured_addresses={self.structured_addresses!r}, scheme={self.scheme!r}, guidelines={self.guidelines!r}, known={self.known!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.description,self.requires_psu_id,self.requires_end_to_end_id,self.bulk,self.structured_remittance,self.eri,self.currencies,self.max_amount,self.remittance_max_length,self.structured_addresses,self.scheme,self.guidelines,self.known,)==(other.name,other.description,other.requires_psu_id,other.requires_end_to_end_id,other.bulk,other.structured_remittance,other.eri,other.currencies,other.max_amount,other.remittance_max_length,other.structured_addresses,other.scheme,other.guidelines,other.known,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','description','requires_psu_id','requires_end_to_end_id','bulk','structured_remittance','eri','currencies','max_amount','remittance_max_length','structured_addresses','scheme','guidelines','known',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','description','requires_psu_id','requires_end_to_end_id','bulk','structured_remittance','eri','currencies','max_amount','remittance_max_length','structured_addresses','scheme','guidelines','known',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.description,self.requires_psu_id,self.requires_end_to_end_id,self.bulk,self.structured_remittance,self.eri,self.currencies,self.max_amount,self.remittance_max_length,self.structured_addresses,self.scheme,self.guidelines,self.known,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_country, _type_postcode_first, _type_postcode_line, _type_postcode, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,country:_type_country,postcode_first:_type_postcode_first,postcode_line:_type_postcode_line,postcode:_type_postcode)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'country',country)
  __dataclass_builtins_object__.__setattr__(self,'postcode_first',postcode_first)
  __dataclass_builtins_object__.__setattr__(self,'postcode_line',postcode_line)
  __dataclass_builtins_object__.__setattr__(self,'postcode',postcode)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(country={self.country!r}, postcode_first={self.postcode_first!r}, postcode_line={self.postcode_line!r}, postcode={self.postcode!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.country,self.postcode_first,self.postcode_line,self.postcode,)==(other.country,other.postcode_first,other.postcode_line,other.postcode,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('country','postcode_first','postcode_line','postcode',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('country','postcode_first','postcode_line','postcode',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.country,self.postcode_first,self.postcode_line,self.postcode,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_address, _type_reason, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_address, _dflt_reason, _return_type):
 def __init__(self,address:_type_address=_dflt_address,reason:_type_reason=_dflt_reason)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'address',address)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(address={self.address!r}, reason={self.reason!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.address,self.reason,)==(other.address,other.reason,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('address','reason',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('address','reason',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.address,self.reason,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_today, _type_skill, _type_allow_immediate_execution, _type_count, _type_scheme, _type_service, _type_bank, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_skill, _dflt_allow_immediate_execution, _dflt_count, _dflt_scheme, _dflt_service, _dflt_bank, _return_type):
 def __init__(self,today:_type_today,skill:_type_skill=_dflt_skill,allow_immediate_execution:_type_allow_immediate_execution=_dflt_allow_immediate_execution,count:_type_count=_dflt_count,scheme:_type_scheme=_dflt_scheme,service:_type_service=_dflt_service,bank:_type_bank=_dflt_bank)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'today',today)
  __dataclass_builtins_object__.__setattr__(self,'skill',skill)
  __dataclass_builtins_object__.__setattr__(self,'allow_immediate_execution',allow_immediate_execution)
  __dataclass_builtins_object__.__setattr__(self,'count',count)
  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)
  __dataclass_builtins_object__.__setattr__(self,'service',service)
  __dataclass_builtins_object__.__setattr__(self,'bank',bank)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(today={self.today!r}, skill={self.skill!r}, allow_immediate_execution={self.allow_immediate_execution!r}, count={self.count!r}, scheme={self.scheme!r}, service={self.service!r}, bank={self.bank!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.today,self.skill,self.allow_immediate_execution,self.count,self.scheme,self.service,self.bank,)==(other.today,other.skill,other.allow_immediate_execution,other.count,other.scheme,other.service,other.bank,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('today','skill','allow_immediate_execution','count','scheme','service','bank',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('today','skill','allow_immediate_execution','count','scheme','service','bank',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.today,self.skill,self.allow_immediate_execution,self.count,self.scheme,self.service,self.bank,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_day, _type_what, _type_source, _type_by, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_by, _return_type):
 def __init__(self,day:_type_day,what:_type_what,source:_type_source,by:_type_by=_dflt_by)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'day',day)
  __dataclass_builtins_object__.__setattr__(self,'what',what)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'by',by)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(day={self.day!r}, what={self.what!r}, source={self.source!r}, by={self.by!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.day,self.what,self.source,self.by,)==(other.day,other.what,other.source,other.by,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('day','what','source','by',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('day','what','source','by',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.day,self.what,self.source,self.by,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_xml, _type_model, _type_json, _type_type, _type_many, _type_max_items, _type_checks, _type_label, _type_max_length, _type_drop, _type_default, _type_required, _type_json_required, _type_beside, _type_choice, _type_codes, _type_read_only, _type_json_form, _type_unless, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_type, _dflt_many, _dflt_max_items, _dflt_checks, _dflt_label, _dflt_max_length, _dflt_drop, _dflt_default, _dflt_required, _dflt_json_required, _dflt_beside, _dflt_choice, _dflt_codes, _dflt_read_only, _dflt_json_form, _dflt_unless, _return_type):
 def __init__(self,xml:_type_xml,model:_type_model,json:_type_json,type:_type_type=_dflt_type,many:_type_many=_dflt_many,max_items:_type_max_items=_dflt_max_items,checks:_type_checks=_HAS_DEFAULT_FACTORY,label:_type_label=_dflt_label,max_length:_type_max_length=_dflt_max_length,drop:_type_drop=_dflt_drop,default:_type_default=_dflt_default,required:_type_required=_dflt_required,json_required:_type_json_required=_dflt_json_required,beside:_type_beside=_dflt_beside,choice:_type_choice=_dflt_choice,codes:_type_codes=_dflt_codes,read_only:_type_read_only=_dflt_read_only,json_form:_type_json_form=_dflt_json_form,unless:_type_unless=_dflt_unless)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'xml',xml)
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'json',json)
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'many',many)
  __dataclass_builtins_object__.__setattr__(self,'max_items',max_items)
  __dataclass_builtins_object__.__setattr__(self,'checks',_dflt_checks() if checks is _HAS_DEFAULT_FACTORY else checks)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'max_length',max_length)
  __dataclass_builtins_object__.__setattr__(self,'drop',drop)
  __dataclass_builtins_object__.__setattr__(self,'default',default)
  __dataclass_builtins_object__.__setattr__(self,'required',required)
  __dataclass_builtins_object__.__setattr__(self,'json_required',json_required)
  __dataclass_builtins_object__.__setattr__(self,'beside',beside)
  __dataclass_builtins_object__.__setattr__(self,'choice',choice)
  __dataclass_builtins_object__.__setattr__(self,'codes',codes)
  __dataclass_builtins_object__.__setattr__(self,'read_only',read_only)
  __dataclass_builtins_object__.__setattr__(self,'json_form',json_form)
  __dataclass_builtins_object__.__setattr__(self,'unless',unless)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(xml={self.xml!r}, model={self.model!r}, json={self.json!r}, type={self.type!r}, many={self.many!r}, max_items={self.max_items!r}, checks={self.checks!r}, label={self.label!r}, max_length={self.max_length!r}, drop={self.drop!r}, default={self.default!r}, required={self.required!r}, json_required={self.json_required!r}, beside={self.beside!r}, choice={self.choice!r}, codes={self.codes!r}, read_only={self.read_only!r}, json_form={self.json_form!r}, unless={self.unless!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.xml,self.model,self.json,self.type,self.many,self.max_items,self.checks,self.label,self.max_length,self.drop,self.default,self.required,self.json_required,self.beside,self.choice,self.codes,self.read_only,self.json_form,self.unless,)==(other.xml,other.model,other.json,other.type,other.many,other.max_items,other.checks,other.label,other.max_length,other.drop,other.default,other.required,other.json_required,other.beside,other.choice,other.codes,other.read_only,other.json_form,other.unless,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('xml','model','json','type','many','max_items','checks','label','max_length','drop','default','required','json_required','beside','choice','codes','read_only','json_form','unless',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('xml','model','json','type','many','max_items','checks','label','max_length','drop','default','required','json_required','beside','choice','codes','read_only','json_form','unless',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.xml,self.model,self.json,self.type,self.many,self.max_items,self.checks,self.label,self.max_length,self.drop,self.default,self.required,self.json_required,self.beside,self.choice,self.codes,self.read_only,self.json_form,self.unless,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_xml, _type_model, _type_rows, _type_json, _type_who, _type_json_required, _type_own, _type_replace_rows, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_json, _dflt_who, _dflt_json_required, _dflt_own, _dflt_replace_rows, _return_type):
 def __init__(self,xml:_type_xml,model:_type_model,rows:_type_rows,json:_type_json=_dflt_json,who:_type_who=_dflt_who,json_required:_type_json_required=_dflt_json_required,own:_type_own=_HAS_DEFAULT_FACTORY,replace_rows:_type_replace_rows=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'xml',xml)
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'rows',rows)
  __dataclass_builtins_object__.__setattr__(self,'json',json)
  __dataclass_builtins_object__.__setattr__(self,'who',who)
  __dataclass_builtins_object__.__setattr__(self,'json_required',json_required)
  __dataclass_builtins_object__.__setattr__(self,'own',_dflt_own() if own is _HAS_DEFAULT_FACTORY else own)
  __dataclass_builtins_object__.__setattr__(self,'replace_rows',_dflt_replace_rows() if replace_rows is _HAS_DEFAULT_FACTORY else replace_rows)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(xml={self.xml!r}, model={self.model!r}, rows={self.rows!r}, json={self.json!r}, who={self.who!r}, json_required={self.json_required!r}, own={self.own!r}, replace_rows={self.replace_rows!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.xml,self.model,self.rows,self.json,self.who,self.json_required,self.own,self.replace_rows,)==(other.xml,other.model,other.rows,other.json,other.who,other.json_required,other.own,other.replace_rows,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('xml','model','rows','json','who','json_required','own','replace_rows',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('xml','model','rows','json','who','json_required','own','replace_rows',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.xml,self.model,self.rows,self.json,self.who,self.json_required,self.own,self.replace_rows,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_header, _type_origin, _type_currencies, _type_creditor_without_currency, _type_first_without_currency, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_currencies, _dflt_creditor_without_currency, _dflt_first_without_currency, _return_type):
 def __init__(self,header:_type_header,origin:_type_origin,currencies:_type_currencies=_HAS_DEFAULT_FACTORY,creditor_without_currency:_type_creditor_without_currency=_dflt_creditor_without_currency,first_without_currency:_type_first_without_currency=_dflt_first_without_currency)->_return_type:
  self.header=header
  self.origin=origin
  self.currencies=_dflt_currencies() if currencies is _HAS_DEFAULT_FACTORY else currencies
  self.creditor_without_currency=creditor_without_currency
  self.first_without_currency=first_without_currency
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(header={self.header!r}, origin={self.origin!r}, currencies={self.currencies!r}, creditor_without_currency={self.creditor_without_currency!r}, first_without_currency={self.first_without_currency!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.header,self.origin,self.currencies,self.creditor_without_currency,self.first_without_currency,)==(other.header,other.origin,other.currencies,other.creditor_without_currency,other.first_without_currency,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(_type_code, _type_check, _type_severity, _type_ref, _type_grade, _type_source, _type_params, _type_variants, _type_from_date, _type_summary, _type_refines, _type_supersedes, _type_examples, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_params, _dflt_variants, _dflt_from_date, _dflt_summary, _dflt_refines, _dflt_supersedes, _dflt_examples, _return_type):
 def __init__(self,code:_type_code,check:_type_check,severity:_type_severity,ref:_type_ref,grade:_type_grade,source:_type_source,params:_type_params=_HAS_DEFAULT_FACTORY,variants:_type_variants=_dflt_variants,from_date:_type_from_date=_dflt_from_date,summary:_type_summary=_dflt_summary,refines:_type_refines=_dflt_refines,supersedes:_type_supersedes=_dflt_supersedes,examples:_type_examples=_dflt_examples)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'check',check)
  __dataclass_builtins_object__.__setattr__(self,'severity',severity)
  __dataclass_builtins_object__.__setattr__(self,'ref',ref)
  __dataclass_builtins_object__.__setattr__(self,'grade',grade)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'params',_dflt_params() if params is _HAS_DEFAULT_FACTORY else params)
  __dataclass_builtins_object__.__setattr__(self,'variants',variants)
  __dataclass_builtins_object__.__setattr__(self,'from_date',from_date)
  __dataclass_builtins_object__.__setattr__(self,'summary',summary)
  __dataclass_builtins_object__.__setattr__(self,'refines',refines)
  __dataclass_builtins_object__.__setattr__(self,'supersedes',supersedes)
  __dataclass_builtins_object__.__setattr__(self,'examples',examples)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, check={self.check!r}, severity={self.severity!r}, ref={self.ref!r}, grade={self.grade!r}, source={self.source!r}, params={self.params!r}, variants={self.variants!r}, from_date={self.from_date!r}, summary={self.summary!r}, refines={self.refines!r}, supersedes={self.supersedes!r}, examples={self.examples!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.check,self.severity,self.ref,self.grade,self.source,self.params,self.variants,self.from_date,self.summary,self.refines,self.supersedes,self.examples,)==(other.code,other.check,other.severity,other.ref,other.grade,other.source,other.params,other.variants,other.from_date,other.summary,other.refines,other.supersedes,other.examples,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','check','severity','ref','grade','source','params','variants','from_date','summary','refines','supersedes','examples',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','check','severity','ref','grade','source','params','variants','from_date','summary','refines','supersedes','examples',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.check,self.severity,self.ref,self.grade,self.source,self.params,self.variants,self.from_date,self.summary,self.refines,self.supersedes,self.examples,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_label, _type_namespace, _type_debtor_countries, _type_countries_in_words, _type_service_level, _type_local_instrument, _type_schema_location, _type_location_shown, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_label, _dflt_namespace, _dflt_debtor_countries, _dflt_countries_in_words, _dflt_service_level, _dflt_local_instrument, _dflt_schema_location, _dflt_location_shown, _return_type):
 def __init__(self,label:_type_label=_dflt_label,namespace:_type_namespace=_dflt_namespace,debtor_countries:_type_debtor_countries=_dflt_debtor_countries,countries_in_words:_type_countries_in_words=_dflt_countries_in_words,service_level:_type_service_level=_dflt_service_level,local_instrument:_type_local_instrument=_dflt_local_instrument,schema_location:_type_schema_location=_dflt_schema_location,location_shown:_type_location_shown=_dflt_location_shown)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'namespace',namespace)
  __dataclass_builtins_object__.__setattr__(self,'debtor_countries',debtor_countries)
  __dataclass_builtins_object__.__setattr__(self,'countries_in_words',countries_in_words)
  __dataclass_builtins_object__.__setattr__(self,'service_level',service_level)
  __dataclass_builtins_object__.__setattr__(self,'local_instrument',local_instrument)
  __dataclass_builtins_object__.__setattr__(self,'schema_location',schema_location)
  __dataclass_builtins_object__.__setattr__(self,'location_shown',location_shown)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(label={self.label!r}, namespace={self.namespace!r}, debtor_countries={self.debtor_countries!r}, countries_in_words={self.countries_in_words!r}, service_level={self.service_level!r}, local_instrument={self.local_instrument!r}, schema_location={self.schema_location!r}, location_shown={self.location_shown!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.label,self.namespace,self.debtor_countries,self.countries_in_words,self.service_level,self.local_instrument,self.schema_location,self.location_shown,)==(other.label,other.namespace,other.debtor_countries,other.countries_in_words,other.service_level,other.local_instrument,other.schema_location,other.location_shown,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('label','namespace','debtor_countries','countries_in_words','service_level','local_instrument','schema_location','location_shown',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('label','namespace','debtor_countries','countries_in_words','service_level','local_instrument','schema_location','location_shown',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.label,self.namespace,self.debtor_countries,self.countries_in_words,self.service_level,self.local_instrument,self.schema_location,self.location_shown,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_title, _type_family, _type_source, _type_rules, _type_versions, _type_markers, _type_variants, _type_variant_of, _type_label, _type_not_implemented, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_markers, _dflt_variants, _dflt_variant_of, _dflt_label, _dflt_not_implemented, _return_type):
 def __init__(self,name:_type_name,title:_type_title,family:_type_family,source:_type_source,rules:_type_rules,versions:_type_versions,markers:_type_markers=_dflt_markers,variants:_type_variants=_dflt_variants,variant_of:_type_variant_of=_dflt_variant_of,label:_type_label=_dflt_label,not_implemented:_type_not_implemented=_dflt_not_implemented)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'title',title)
  __dataclass_builtins_object__.__setattr__(self,'family',family)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'rules',rules)
  __dataclass_builtins_object__.__setattr__(self,'versions',versions)
  __dataclass_builtins_object__.__setattr__(self,'markers',markers)
  __dataclass_builtins_object__.__setattr__(self,'variants',variants)
  __dataclass_builtins_object__.__setattr__(self,'variant_of',variant_of)
  __dataclass_builtins_object__.__setattr__(self,'label',label)
  __dataclass_builtins_object__.__setattr__(self,'not_implemented',not_implemented)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, title={self.title!r}, family={self.family!r}, source={self.source!r}, rules={self.rules!r}, versions={self.versions!r}, markers={self.markers!r}, variants={self.variants!r}, variant_of={self.variant_of!r}, label={self.label!r}, not_implemented={self.not_implemented!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.title,self.family,self.source,self.rules,self.versions,self.markers,self.variants,self.variant_of,self.label,self.not_implemented,)==(other.name,other.title,other.family,other.source,other.rules,other.versions,other.markers,other.variants,other.variant_of,other.label,other.not_implemented,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','title','family','source','rules','versions','markers','variants','variant_of','label','not_implemented',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','title','family','source','rules','versions','markers','variants','variant_of','label','not_implemented',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.title,self.family,self.source,self.rules,self.versions,self.markers,self.variants,self.variant_of,self.label,self.not_implemented,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_scheme, _type_reason, _type_disagreement, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_disagreement, _return_type):
 def __init__(self,scheme:_type_scheme,reason:_type_reason,disagreement:_type_disagreement=_dflt_disagreement)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)
  __dataclass_builtins_object__.__setattr__(self,'reason',reason)
  __dataclass_builtins_object__.__setattr__(self,'disagreement',disagreement)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(scheme={self.scheme!r}, reason={self.reason!r}, disagreement={self.disagreement!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.scheme,self.reason,self.disagreement,)==(other.scheme,other.reason,other.disagreement,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('scheme','reason','disagreement',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('scheme','reason','disagreement',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.scheme,self.reason,self.disagreement,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_up, _type_down, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_up, _dflt_down, _return_type):
 def __init__(self,up:_type_up=_HAS_DEFAULT_FACTORY,down:_type_down=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'up',_dflt_up() if up is _HAS_DEFAULT_FACTORY else up)
  __dataclass_builtins_object__.__setattr__(self,'down',_dflt_down() if down is _HAS_DEFAULT_FACTORY else down)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(up={self.up!r}, down={self.down!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.up,self.down,)==(other.up,other.down,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('up','down',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('up','down',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.up,self.down,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_text, _type_unit, _type_own, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,text:_type_text,unit:_type_unit,own:_type_own)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'text',text)
  __dataclass_builtins_object__.__setattr__(self,'unit',unit)
  __dataclass_builtins_object__.__setattr__(self,'own',own)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(text={self.text!r}, unit={self.unit!r}, own={self.own!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.text,self.unit,self.own,)==(other.text,other.unit,other.own,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('text','unit','own',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('text','unit','own',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.text,self.unit,self.own,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_source, _type_program, _type_reads, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,source:_type_source,program:_type_program,reads:_type_reads)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'program',program)
  __dataclass_builtins_object__.__setattr__(self,'reads',reads)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(source={self.source!r}, program={self.program!r}, reads={self.reads!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.source,self.program,self.reads,)==(other.source,other.program,other.reads,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('source','program','reads',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('source','program','reads',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.source,self.program,self.reads,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_code, _type_path, _type_kind, _type_value, _type_severity, _type_message, _type_source, _type_when, _type_refines, _type_line, _type_grade, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_source, _dflt_when, _dflt_refines, _dflt_line, _dflt_grade, _return_type):
 def __init__(self,code:_type_code,path:_type_path,kind:_type_kind,value:_type_value,severity:_type_severity,message:_type_message,source:_type_source=_dflt_source,when:_type_when=_dflt_when,refines:_type_refines=_dflt_refines,line:_type_line=_dflt_line,grade:_type_grade=_dflt_grade)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'code',code)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'value',value)
  __dataclass_builtins_object__.__setattr__(self,'severity',severity)
  __dataclass_builtins_object__.__setattr__(self,'message',message)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'when',when)
  __dataclass_builtins_object__.__setattr__(self,'refines',refines)
  __dataclass_builtins_object__.__setattr__(self,'line',line)
  __dataclass_builtins_object__.__setattr__(self,'grade',grade)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(code={self.code!r}, path={self.path!r}, kind={self.kind!r}, value={self.value!r}, severity={self.severity!r}, message={self.message!r}, source={self.source!r}, when={self.when!r}, refines={self.refines!r}, line={self.line!r}, grade={self.grade!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.code,self.path,self.kind,self.value,self.severity,self.message,self.source,self.when,self.refines,self.line,self.grade,)==(other.code,other.path,other.kind,other.value,other.severity,other.message,other.source,other.when,other.refines,other.line,other.grade,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('code','path','kind','value','severity','message','source','when','refines','line','grade',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('code','path','kind','value','severity','message','source','when','refines','line','grade',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.code,self.path,self.kind,self.value,self.severity,self.message,self.source,self.when,self.refines,self.line,self.grade,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_family, _type_versions, _type_source, _type_rules, _type_schemes, _type_path, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_schemes, _dflt_path, _return_type):
 def __init__(self,name:_type_name,family:_type_family,versions:_type_versions,source:_type_source,rules:_type_rules,schemes:_type_schemes=_dflt_schemes,path:_type_path=_dflt_path)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'family',family)
  __dataclass_builtins_object__.__setattr__(self,'versions',versions)
  __dataclass_builtins_object__.__setattr__(self,'source',source)
  __dataclass_builtins_object__.__setattr__(self,'rules',rules)
  __dataclass_builtins_object__.__setattr__(self,'schemes',schemes)
  __dataclass_builtins_object__.__setattr__(self,'path',path)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, family={self.family!r}, versions={self.versions!r}, source={self.source!r}, rules={self.rules!r}, schemes={self.schemes!r}, path={self.path!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.family,self.versions,self.source,self.rules,self.schemes,self.path,)==(other.name,other.family,other.versions,other.source,other.rules,other.schemes,other.path,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','family','versions','source','rules','schemes','path',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','family','versions','source','rules','schemes','path',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.family,self.versions,self.source,self.rules,self.schemes,self.path,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_path, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,path:_type_path,text:_type_text)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(path={self.path!r}, text={self.text!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.path,self.text,)==(other.path,other.text,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('path','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('path','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.path,self.text,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_steps, _type_repeats, _type_many, _type_type, _type_codes, _type_others, _type_unless, _type_values, _type_text, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,steps:_type_steps,repeats:_type_repeats,many:_type_many,type:_type_type,codes:_type_codes,others:_type_others,unless:_type_unless,values:_type_values,text:_type_text)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'steps',steps)
  __dataclass_builtins_object__.__setattr__(self,'repeats',repeats)
  __dataclass_builtins_object__.__setattr__(self,'many',many)
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'codes',codes)
  __dataclass_builtins_object__.__setattr__(self,'others',others)
  __dataclass_builtins_object__.__setattr__(self,'unless',unless)
  __dataclass_builtins_object__.__setattr__(self,'values',values)
  __dataclass_builtins_object__.__setattr__(self,'text',text)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(steps={self.steps!r}, repeats={self.repeats!r}, many={self.many!r}, type={self.type!r}, codes={self.codes!r}, others={self.others!r}, unless={self.unless!r}, values={self.values!r}, text={self.text!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.steps,self.repeats,self.many,self.type,self.codes,self.others,self.unless,self.values,self.text,)==(other.steps,other.repeats,other.many,other.type,other.codes,other.others,other.unless,other.values,other.text,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('steps','repeats','many','type','codes','others','unless','values','text',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('steps','repeats','many','type','codes','others','unless','values','text',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.steps,self.repeats,self.many,self.type,self.codes,self.others,self.unless,self.values,self.text,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_path, _type_texts, _type_below, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,path:_type_path,texts:_type_texts,below:_type_below)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'texts',texts)
  __dataclass_builtins_object__.__setattr__(self,'below',below)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(path={self.path!r}, texts={self.texts!r}, below={self.below!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.path,self.texts,self.below,)==(other.path,other.texts,other.below,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('path','texts','below',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('path','texts','below',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.path,self.texts,self.below,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_text, _type_reader, _type_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,text:_type_text,reader:_type_reader,version:_type_version)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'text',text)
  __dataclass_builtins_object__.__setattr__(self,'reader',reader)
  __dataclass_builtins_object__.__setattr__(self,'version',version)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(text={self.text!r}, reader={self.reader!r}, version={self.version!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.text,self.reader,self.version,)==(other.text,other.reader,other.version,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('text','reader','version',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('text','reader','version',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.text,self.reader,self.version,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_function, _type_units, _type_paths, _type_args, _type_required, _type_screen, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_paths, _dflt_args, _dflt_required, _dflt_screen, _return_type):
 def __init__(self,name:_type_name,function:_type_function,units:_type_units,paths:_type_paths=_dflt_paths,args:_type_args=_HAS_DEFAULT_FACTORY,required:_type_required=_dflt_required,screen:_type_screen=_dflt_screen)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'function',function)
  __dataclass_builtins_object__.__setattr__(self,'units',units)
  __dataclass_builtins_object__.__setattr__(self,'paths',paths)
  __dataclass_builtins_object__.__setattr__(self,'args',_dflt_args() if args is _HAS_DEFAULT_FACTORY else args)
  __dataclass_builtins_object__.__setattr__(self,'required',required)
  __dataclass_builtins_object__.__setattr__(self,'screen',screen)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, function={self.function!r}, units={self.units!r}, paths={self.paths!r}, args={self.args!r}, required={self.required!r}, screen={self.screen!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.function,self.units,self.paths,self.args,self.required,self.screen,)==(other.name,other.function,other.units,other.paths,other.args,other.required,other.screen,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','function','units','paths','args','required','screen',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','function','units','paths','args','required','screen',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.function,self.units,self.paths,self.args,self.required,self.screen,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_check, _type_args, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,check:_type_check,args:_type_args)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'check',check)
  __dataclass_builtins_object__.__setattr__(self,'args',args)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(check={self.check!r}, args={self.args!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.check,self.args,)==(other.check,other.args,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('check','args',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('check','args',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.check,self.args,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_key, _type_pointer, _type_rows, _type_children, _type_group, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_rows, _dflt_children, _dflt_group, _return_type):
 def __init__(self,key:_type_key,pointer:_type_pointer,rows:_type_rows=_HAS_DEFAULT_FACTORY,children:_type_children=_HAS_DEFAULT_FACTORY,group:_type_group=_dflt_group)->_return_type:
  self.key=key
  self.pointer=pointer
  self.rows=_dflt_rows() if rows is _HAS_DEFAULT_FACTORY else rows
  self.children=_dflt_children() if children is _HAS_DEFAULT_FACTORY else children
  self.group=group
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(key={self.key!r}, pointer={self.pointer!r}, rows={self.rows!r}, children={self.children!r}, group={self.group!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.key,self.pointer,self.rows,self.children,self.group,)==(other.key,other.pointer,other.rows,other.children,other.group,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_xml, _type_required, _type_fields, _type_max_items, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_required, _dflt_fields, _dflt_max_items, _return_type):
 def __init__(self,kind:_type_kind,xml:_type_xml,required:_type_required=_dflt_required,fields:_type_fields=_dflt_fields,max_items:_type_max_items=_dflt_max_items)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'xml',xml)
  __dataclass_builtins_object__.__setattr__(self,'required',required)
  __dataclass_builtins_object__.__setattr__(self,'fields',fields)
  __dataclass_builtins_object__.__setattr__(self,'max_items',max_items)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(kind={self.kind!r}, xml={self.xml!r}, required={self.required!r}, fields={self.fields!r}, max_items={self.max_items!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.xml,self.required,self.fields,self.max_items,)==(other.kind,other.xml,other.required,other.fields,other.max_items,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','xml','required','fields','max_items',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','xml','required','fields','max_items',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.kind,self.xml,self.required,self.fields,self.max_items,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_max_bytes, _type_schema_validation, _type_report_dropped, _type_keep, _type_processes, _type_progress, _type_lines_on_demand, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_max_bytes, _dflt_schema_validation, _dflt_report_dropped, _dflt_keep, _dflt_processes, _dflt_progress, _dflt_lines_on_demand, _return_type):
 def __init__(self,max_bytes:_type_max_bytes=_dflt_max_bytes,schema_validation:_type_schema_validation=_dflt_schema_validation,report_dropped:_type_report_dropped=_dflt_report_dropped,keep:_type_keep=_dflt_keep,processes:_type_processes=_dflt_processes,progress:_type_progress=_dflt_progress,lines_on_demand:_type_lines_on_demand=_dflt_lines_on_demand)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'max_bytes',max_bytes)
  __dataclass_builtins_object__.__setattr__(self,'schema_validation',schema_validation)
  __dataclass_builtins_object__.__setattr__(self,'report_dropped',report_dropped)
  __dataclass_builtins_object__.__setattr__(self,'keep',keep)
  __dataclass_builtins_object__.__setattr__(self,'processes',processes)
  __dataclass_builtins_object__.__setattr__(self,'progress',progress)
  __dataclass_builtins_object__.__setattr__(self,'lines_on_demand',lines_on_demand)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(max_bytes={self.max_bytes!r}, schema_validation={self.schema_validation!r}, report_dropped={self.report_dropped!r}, keep={self.keep!r}, processes={self.processes!r}, progress={self.progress!r}, lines_on_demand={self.lines_on_demand!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.max_bytes,self.schema_validation,self.report_dropped,self.keep,self.processes,self.lines_on_demand,)==(other.max_bytes,other.schema_validation,other.report_dropped,other.keep,other.processes,other.lines_on_demand,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('max_bytes','schema_validation','report_dropped','keep','processes','progress','lines_on_demand',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('max_bytes','schema_validation','report_dropped','keep','processes','progress','lines_on_demand',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.max_bytes,self.schema_validation,self.report_dropped,self.keep,self.processes,self.lines_on_demand,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_objects, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,objects:_type_objects)->_return_type:
  self.objects=objects
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(objects={self.objects!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.objects,)==(other.objects,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(_type_skill, _type_config, _type_today, _type_allow_immediate_execution, _type_scheme, _type_purpose, _type_guidelines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_skill, _dflt_config, _dflt_today, _dflt_allow_immediate_execution, _dflt_scheme, _dflt_purpose, _dflt_guidelines, _return_type):
 def __init__(self,skill:_type_skill=_dflt_skill,config:_type_config=_dflt_config,today:_type_today=_dflt_today,allow_immediate_execution:_type_allow_immediate_execution=_dflt_allow_immediate_execution,scheme:_type_scheme=_dflt_scheme,purpose:_type_purpose=_dflt_purpose,guidelines:_type_guidelines=_dflt_guidelines)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'skill',skill)
  __dataclass_builtins_object__.__setattr__(self,'config',config)
  __dataclass_builtins_object__.__setattr__(self,'today',today)
  __dataclass_builtins_object__.__setattr__(self,'allow_immediate_execution',allow_immediate_execution)
  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)
  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)
  __dataclass_builtins_object__.__setattr__(self,'guidelines',guidelines)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(skill={self.skill!r}, config={self.config!r}, today={self.today!r}, allow_immediate_execution={self.allow_immediate_execution!r}, scheme={self.scheme!r}, purpose={self.purpose!r}, guidelines={self.guidelines!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.skill,self.config,self.today,self.allow_immediate_execution,self.scheme,self.purpose,self.guidelines,)==(other.skill,other.config,other.today,other.allow_immediate_execution,other.scheme,other.purpose,other.guidelines,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('skill','config','today','allow_immediate_execution','scheme','purpose','guidelines',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('skill','config','today','allow_immediate_execution','scheme','purpose','guidelines',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.skill,self.config,self.today,self.allow_immediate_execution,self.scheme,self.purpose,self.guidelines,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_ident, _type_declared_count, _type_declared_sum, _type_count, _type_total, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_count, _dflt_total, _return_type):
 def __init__(self,ident:_type_ident,declared_count:_type_declared_count,declared_sum:_type_declared_sum,count:_type_count=_dflt_count,total:_type_total=_dflt_total)->_return_type:
  self.ident=ident
  self.declared_count=declared_count
  self.declared_sum=declared_sum
  self.count=count
  self.total=total
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(ident={self.ident!r}, declared_count={self.declared_count!r}, declared_sum={self.declared_sum!r}, count={self.count!r}, total={self.total!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.ident,self.declared_count,self.declared_sum,self.count,self.total,)==(other.ident,other.declared_count,other.declared_sum,other.count,other.total,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(_type_path, _type_message, _type_pointer, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_pointer, _return_type):
 def __init__(self,path:_type_path,message:_type_message,pointer:_type_pointer=_dflt_pointer)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'path',path)
  __dataclass_builtins_object__.__setattr__(self,'message',message)
  __dataclass_builtins_object__.__setattr__(self,'pointer',pointer)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(path={self.path!r}, message={self.message!r}, pointer={self.pointer!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.path,self.message,self.pointer,)==(other.path,other.message,other.pointer,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('path','message','pointer',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('path','message','pointer',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.path,self.message,self.pointer,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_scheme, _type_today, _type_payment_info, _type_variant, _type_version, _type_execution_date, _type_memory, _type_variant_title, _type_creation_date, _type_message_id, _type_header, _type_group_header, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_payment_info, _dflt_variant, _dflt_version, _dflt_execution_date, _dflt_memory, _dflt_variant_title, _dflt_creation_date, _dflt_message_id, _dflt_header, _dflt_group_header, _return_type):
 def __init__(self,scheme:_type_scheme,today:_type_today,payment_info:_type_payment_info=_dflt_payment_info,variant:_type_variant=_dflt_variant,version:_type_version=_dflt_version,execution_date:_type_execution_date=_dflt_execution_date,memory:_type_memory=_dflt_memory,variant_title:_type_variant_title=_dflt_variant_title,creation_date:_type_creation_date=_dflt_creation_date,message_id:_type_message_id=_dflt_message_id,header:_type_header=_dflt_header,group_header:_type_group_header=_dflt_group_header)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)
  __dataclass_builtins_object__.__setattr__(self,'today',today)
  __dataclass_builtins_object__.__setattr__(self,'payment_info',payment_info)
  __dataclass_builtins_object__.__setattr__(self,'variant',variant)
  __dataclass_builtins_object__.__setattr__(self,'version',version)
  __dataclass_builtins_object__.__setattr__(self,'execution_date',execution_date)
  __dataclass_builtins_object__.__setattr__(self,'memory',memory)
  __dataclass_builtins_object__.__setattr__(self,'variant_title',variant_title)
  __dataclass_builtins_object__.__setattr__(self,'creation_date',creation_date)
  __dataclass_builtins_object__.__setattr__(self,'message_id',message_id)
  __dataclass_builtins_object__.__setattr__(self,'header',header)
  __dataclass_builtins_object__.__setattr__(self,'group_header',group_header)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(scheme={self.scheme!r}, today={self.today!r}, payment_info={self.payment_info!r}, variant={self.variant!r}, version={self.version!r}, execution_date={self.execution_date!r}, memory={self.memory!r}, variant_title={self.variant_title!r}, creation_date={self.creation_date!r}, message_id={self.message_id!r}, header={self.header!r}, group_header={self.group_header!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.scheme,self.today,self.payment_info,self.variant,self.version,self.execution_date,self.memory,self.variant_title,self.creation_date,self.message_id,self.header,self.group_header,)==(other.scheme,other.today,other.payment_info,other.variant,other.version,other.execution_date,other.memory,other.variant_title,other.creation_date,other.message_id,other.header,other.group_header,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('scheme','today','payment_info','variant','version','execution_date','memory','variant_title','creation_date','message_id','header','group_header',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('scheme','today','payment_info','variant','version','execution_date','memory','variant_title','creation_date','message_id','header','group_header',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.scheme,self.today,self.payment_info,self.variant,self.version,self.execution_date,self.memory,self.variant_title,self.creation_date,self.message_id,self.header,self.group_header,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_expression, _type_helpers, _type_convert, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_helpers, _dflt_convert, _return_type):
 def __init__(self,expression:_type_expression,helpers:_type_helpers=_HAS_DEFAULT_FACTORY,convert:_type_convert=_HAS_DEFAULT_FACTORY)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'expression',expression)
  __dataclass_builtins_object__.__setattr__(self,'helpers',_dflt_helpers() if helpers is _HAS_DEFAULT_FACTORY else helpers)
  __dataclass_builtins_object__.__setattr__(self,'convert',_dflt_convert() if convert is _HAS_DEFAULT_FACTORY else convert)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(expression={self.expression!r}, helpers={self.helpers!r}, convert={self.convert!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.expression,self.helpers,self.convert,)==(other.expression,other.helpers,other.convert,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('expression','helpers','convert',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('expression','helpers','convert',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.expression,self.helpers,self.convert,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_levels, _type_function, _type_params, _type_required, _type_defaults, _type_screen, _type_count, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_required, _dflt_defaults, _dflt_screen, _dflt_count, _return_type):
 def __init__(self,name:_type_name,levels:_type_levels,function:_type_function,params:_type_params,required:_type_required=_dflt_required,defaults:_type_defaults=_HAS_DEFAULT_FACTORY,screen:_type_screen=_dflt_screen,count:_type_count=_dflt_count)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'levels',levels)
  __dataclass_builtins_object__.__setattr__(self,'function',function)
  __dataclass_builtins_object__.__setattr__(self,'params',params)
  __dataclass_builtins_object__.__setattr__(self,'required',required)
  __dataclass_builtins_object__.__setattr__(self,'defaults',_dflt_defaults() if defaults is _HAS_DEFAULT_FACTORY else defaults)
  __dataclass_builtins_object__.__setattr__(self,'screen',screen)
  __dataclass_builtins_object__.__setattr__(self,'count',count)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, levels={self.levels!r}, function={self.function!r}, params={self.params!r}, required={self.required!r}, defaults={self.defaults!r}, screen={self.screen!r}, count={self.count!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.levels,self.function,self.params,self.required,self.defaults,self.screen,self.count,)==(other.name,other.levels,other.function,other.params,other.required,other.defaults,other.screen,other.count,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','levels','function','params','required','defaults','screen','count',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','levels','function','params','required','defaults','screen','count',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.levels,self.function,self.params,self.required,self.defaults,self.screen,self.count,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_data, _type_path, _type_size, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,data:_type_data,path:_type_path,size:_type_size)->_return_type:
  self.data=data
  self.path=path
  self.size=size
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(data={self.data!r}, path={self.path!r}, size={self.size!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.data,self.path,self.size,)==(other.data,other.path,other.size,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(_type_name, _type_profile, _type_scheme, _type_purpose, _type_immediate, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,name:_type_name,profile:_type_profile,scheme:_type_scheme,purpose:_type_purpose,immediate:_type_immediate)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'profile',profile)
  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)
  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)
  __dataclass_builtins_object__.__setattr__(self,'immediate',immediate)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(name={self.name!r}, profile={self.profile!r}, scheme={self.scheme!r}, purpose={self.purpose!r}, immediate={self.immediate!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.name,self.profile,self.scheme,self.purpose,self.immediate,)==(other.name,other.profile,other.scheme,other.purpose,other.immediate,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('name','profile','scheme','purpose','immediate',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('name','profile','scheme','purpose','immediate',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.name,self.profile,self.scheme,self.purpose,self.immediate,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_checks, _type_to, _type_pain_version, _type_structure_addresses, _type_redirect, _type_psu_id, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,checks:_type_checks,to:_type_to,pain_version:_type_pain_version,structure_addresses:_type_structure_addresses,redirect:_type_redirect,psu_id:_type_psu_id)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'checks',checks)
  __dataclass_builtins_object__.__setattr__(self,'to',to)
  __dataclass_builtins_object__.__setattr__(self,'pain_version',pain_version)
  __dataclass_builtins_object__.__setattr__(self,'structure_addresses',structure_addresses)
  __dataclass_builtins_object__.__setattr__(self,'redirect',redirect)
  __dataclass_builtins_object__.__setattr__(self,'psu_id',psu_id)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(checks={self.checks!r}, to={self.to!r}, pain_version={self.pain_version!r}, structure_addresses={self.structure_addresses!r}, redirect={self.redirect!r}, psu_id={self.psu_id!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.checks,self.to,self.pain_version,self.structure_addresses,self.redirect,self.psu_id,)==(other.checks,other.to,other.pain_version,other.structure_addresses,other.redirect,other.psu_id,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('checks','to','pain_version','structure_addresses','redirect','psu_id',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('checks','to','pain_version','structure_addresses','redirect','psu_id',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.checks,self.to,self.pain_version,self.structure_addresses,self.redirect,self.psu_id,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_skill, _type_skills_file, _type_require_profile, _type_scheme, _type_purpose, _type_severities, _type_ignores, _type_immediate, _type_max_per_code, _type_all_findings, _type_max_bytes, _type_guidelines, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_skill, _dflt_skills_file, _dflt_require_profile, _dflt_scheme, _dflt_purpose, _dflt_severities, _dflt_ignores, _dflt_immediate, _dflt_max_per_code, _dflt_all_findings, _dflt_max_bytes, _dflt_guidelines, _return_type):
 def __init__(self,skill:_type_skill=_dflt_skill,skills_file:_type_skills_file=_dflt_skills_file,require_profile:_type_require_profile=_dflt_require_profile,scheme:_type_scheme=_dflt_scheme,purpose:_type_purpose=_dflt_purpose,severities:_type_severities=_dflt_severities,ignores:_type_ignores=_dflt_ignores,immediate:_type_immediate=_dflt_immediate,max_per_code:_type_max_per_code=_dflt_max_per_code,all_findings:_type_all_findings=_dflt_all_findings,max_bytes:_type_max_bytes=_dflt_max_bytes,guidelines:_type_guidelines=_dflt_guidelines)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'skill',skill)
  __dataclass_builtins_object__.__setattr__(self,'skills_file',skills_file)
  __dataclass_builtins_object__.__setattr__(self,'require_profile',require_profile)
  __dataclass_builtins_object__.__setattr__(self,'scheme',scheme)
  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)
  __dataclass_builtins_object__.__setattr__(self,'severities',severities)
  __dataclass_builtins_object__.__setattr__(self,'ignores',ignores)
  __dataclass_builtins_object__.__setattr__(self,'immediate',immediate)
  __dataclass_builtins_object__.__setattr__(self,'max_per_code',max_per_code)
  __dataclass_builtins_object__.__setattr__(self,'all_findings',all_findings)
  __dataclass_builtins_object__.__setattr__(self,'max_bytes',max_bytes)
  __dataclass_builtins_object__.__setattr__(self,'guidelines',guidelines)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(skill={self.skill!r}, skills_file={self.skills_file!r}, require_profile={self.require_profile!r}, scheme={self.scheme!r}, purpose={self.purpose!r}, severities={self.severities!r}, ignores={self.ignores!r}, immediate={self.immediate!r}, max_per_code={self.max_per_code!r}, all_findings={self.all_findings!r}, max_bytes={self.max_bytes!r}, guidelines={self.guidelines!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.skill,self.skills_file,self.require_profile,self.scheme,self.purpose,self.severities,self.ignores,self.immediate,self.max_per_code,self.all_findings,self.max_bytes,self.guidelines,)==(other.skill,other.skills_file,other.require_profile,other.scheme,other.purpose,other.severities,other.ignores,other.immediate,other.max_per_code,other.all_findings,other.max_bytes,other.guidelines,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('skill','skills_file','require_profile','scheme','purpose','severities','ignores','immediate','max_per_code','all_findings','max_bytes','guidelines',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('skill','skills_file','require_profile','scheme','purpose','severities','ignores','immediate','max_per_code','all_findings','max_bytes','guidelines',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.skill,self.skills_file,self.require_profile,self.scheme,self.purpose,self.severities,self.ignores,self.immediate,self.max_per_code,self.all_findings,self.max_bytes,self.guidelines,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_options, _type_config, _type_profile, _type_purpose, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,options:_type_options,config:_type_config,profile:_type_profile,purpose:_type_purpose)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'options',options)
  __dataclass_builtins_object__.__setattr__(self,'config',config)
  __dataclass_builtins_object__.__setattr__(self,'profile',profile)
  __dataclass_builtins_object__.__setattr__(self,'purpose',purpose)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(options={self.options!r}, config={self.config!r}, profile={self.profile!r}, purpose={self.purpose!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.options,self.config,self.profile,self.purpose,)==(other.options,other.config,other.profile,other.purpose,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('options','config','profile','purpose',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('options','config','profile','purpose',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.options,self.config,self.profile,self.purpose,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_output, _type_size, _type_target_format, _type_report, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,output:_type_output,size:_type_size,target_format:_type_target_format,report:_type_report)->_return_type:
  self.output=output
  self.size=size
  self.target_format=target_format
  self.report=report
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(output={self.output!r}, size={self.size!r}, target_format={self.target_format!r}, report={self.report!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.output,self.size,self.target_format,self.report,)==(other.output,other.size,other.target_format,other.report,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(_type_base, _type_enumeration, _type_pattern, _type_min_length, _type_max_length, _type_total_digits, _type_fraction_digits, _type_min_inclusive, _type_max_inclusive, _type_also, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_enumeration, _dflt_pattern, _dflt_min_length, _dflt_max_length, _dflt_total_digits, _dflt_fraction_digits, _dflt_min_inclusive, _dflt_max_inclusive, _dflt_also, _return_type):
 def __init__(self,base:_type_base,enumeration:_type_enumeration=_dflt_enumeration,pattern:_type_pattern=_dflt_pattern,min_length:_type_min_length=_dflt_min_length,max_length:_type_max_length=_dflt_max_length,total_digits:_type_total_digits=_dflt_total_digits,fraction_digits:_type_fraction_digits=_dflt_fraction_digits,min_inclusive:_type_min_inclusive=_dflt_min_inclusive,max_inclusive:_type_max_inclusive=_dflt_max_inclusive,also:_type_also=_dflt_also)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'base',base)
  __dataclass_builtins_object__.__setattr__(self,'enumeration',enumeration)
  __dataclass_builtins_object__.__setattr__(self,'pattern',pattern)
  __dataclass_builtins_object__.__setattr__(self,'min_length',min_length)
  __dataclass_builtins_object__.__setattr__(self,'max_length',max_length)
  __dataclass_builtins_object__.__setattr__(self,'total_digits',total_digits)
  __dataclass_builtins_object__.__setattr__(self,'fraction_digits',fraction_digits)
  __dataclass_builtins_object__.__setattr__(self,'min_inclusive',min_inclusive)
  __dataclass_builtins_object__.__setattr__(self,'max_inclusive',max_inclusive)
  __dataclass_builtins_object__.__setattr__(self,'also',also)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(base={self.base!r}, enumeration={self.enumeration!r}, pattern={self.pattern!r}, min_length={self.min_length!r}, max_length={self.max_length!r}, total_digits={self.total_digits!r}, fraction_digits={self.fraction_digits!r}, min_inclusive={self.min_inclusive!r}, max_inclusive={self.max_inclusive!r}, also={self.also!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.base,self.enumeration,self.pattern,self.min_length,self.max_length,self.total_digits,self.fraction_digits,self.min_inclusive,self.max_inclusive,self.also,)==(other.base,other.enumeration,other.pattern,other.min_length,other.max_length,other.total_digits,other.fraction_digits,other.min_inclusive,other.max_inclusive,other.also,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('base','enumeration','pattern','min_length','max_length','total_digits','fraction_digits','min_inclusive','max_inclusive','also',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('base','enumeration','pattern','min_length','max_length','total_digits','fraction_digits','min_inclusive','max_inclusive','also',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.base,self.enumeration,self.pattern,self.min_length,self.max_length,self.total_digits,self.fraction_digits,self.min_inclusive,self.max_inclusive,self.also,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_minimum, _type_maximum, _type_name, _type_type_name, _type_choice, _type_particles, _type_wildcard, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_name, _dflt_type_name, _dflt_choice, _dflt_particles, _dflt_wildcard, _return_type):
 def __init__(self,minimum:_type_minimum,maximum:_type_maximum,name:_type_name=_dflt_name,type_name:_type_type_name=_dflt_type_name,choice:_type_choice=_dflt_choice,particles:_type_particles=_dflt_particles,wildcard:_type_wildcard=_dflt_wildcard)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'minimum',minimum)
  __dataclass_builtins_object__.__setattr__(self,'maximum',maximum)
  __dataclass_builtins_object__.__setattr__(self,'name',name)
  __dataclass_builtins_object__.__setattr__(self,'type_name',type_name)
  __dataclass_builtins_object__.__setattr__(self,'choice',choice)
  __dataclass_builtins_object__.__setattr__(self,'particles',particles)
  __dataclass_builtins_object__.__setattr__(self,'wildcard',wildcard)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(minimum={self.minimum!r}, maximum={self.maximum!r}, name={self.name!r}, type_name={self.type_name!r}, choice={self.choice!r}, particles={self.particles!r}, wildcard={self.wildcard!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.minimum,self.maximum,self.name,self.type_name,self.choice,self.particles,self.wildcard,)==(other.minimum,other.maximum,other.name,other.type_name,other.choice,other.particles,other.wildcard,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('minimum','maximum','name','type_name','choice','particles','wildcard',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('minimum','maximum','name','type_name','choice','particles','wildcard',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.minimum,self.maximum,self.name,self.type_name,self.choice,self.particles,self.wildcard,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_content, _type_attributes, _type_simple, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_simple, _return_type):
 def __init__(self,content:_type_content,attributes:_type_attributes,simple:_type_simple=_dflt_simple)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'content',content)
  __dataclass_builtins_object__.__setattr__(self,'attributes',attributes)
  __dataclass_builtins_object__.__setattr__(self,'simple',simple)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(content={self.content!r}, attributes={self.attributes!r}, simple={self.simple!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.content,self.attributes,self.simple,)==(other.content,other.attributes,other.simple,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('content','attributes','simple',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('content','attributes','simple',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.content,self.attributes,self.simple,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_complex, _type_simple, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,complex:_type_complex,simple:_type_simple)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'complex',complex)
  __dataclass_builtins_object__.__setattr__(self,'simple',simple)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(complex={self.complex!r}, simple={self.simple!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.complex,self.simple,)==(other.complex,other.simple,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('complex','simple',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('complex','simple',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.complex,self.simple,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_type_name, _type_required, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,type_name:_type_type_name,required:_type_required)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'type_name',type_name)
  __dataclass_builtins_object__.__setattr__(self,'required',required)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(type_name={self.type_name!r}, required={self.required!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.type_name,self.required,)==(other.type_name,other.required,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('type_name','required',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('type_name','required',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.type_name,self.required,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_draw, _type_schema, _type_namespace, _type_statuses, _type_density, _type_left, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_left, _return_type):
 def __init__(self,draw:_type_draw,schema:_type_schema,namespace:_type_namespace,statuses:_type_statuses,density:_type_density,left:_type_left=_dflt_left)->_return_type:
  self.draw=draw
  self.schema=schema
  self.namespace=namespace
  self.statuses=statuses
  self.density=density
  self.left=left
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(draw={self.draw!r}, schema={self.schema!r}, namespace={self.namespace!r}, statuses={self.statuses!r}, density={self.density!r}, left={self.left!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.draw,self.schema,self.namespace,self.statuses,self.density,self.left,)==(other.draw,other.schema,other.namespace,other.statuses,other.density,other.left,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(_type_model, _type_what, _type_verb, _type_index, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_verb, _dflt_index, _return_type):
 def __init__(self,model:_type_model,what:_type_what,verb:_type_verb=_dflt_verb,index:_type_index=_dflt_index)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'what',what)
  __dataclass_builtins_object__.__setattr__(self,'verb',verb)
  __dataclass_builtins_object__.__setattr__(self,'index',index)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(model={self.model!r}, what={self.what!r}, verb={self.verb!r}, index={self.index!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.model,self.what,self.verb,self.index,)==(other.model,other.what,other.verb,other.index,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('model','what','verb','index',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('model','what','verb','index',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.model,self.what,self.verb,self.index,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_kind, _type_type, _type_amount, _type_model, _type_index, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_index, _return_type):
 def __init__(self,kind:_type_kind,type:_type_type,amount:_type_amount,model:_type_model,index:_type_index=_dflt_index)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'kind',kind)
  __dataclass_builtins_object__.__setattr__(self,'type',type)
  __dataclass_builtins_object__.__setattr__(self,'amount',amount)
  __dataclass_builtins_object__.__setattr__(self,'model',model)
  __dataclass_builtins_object__.__setattr__(self,'index',index)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(kind={self.kind!r}, type={self.type!r}, amount={self.amount!r}, model={self.model!r}, index={self.index!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.kind,self.type,self.amount,self.model,self.index,)==(other.kind,other.type,other.amount,other.model,other.index,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('kind','type','amount','model','index',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('kind','type','amount','model','index',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.kind,self.type,self.amount,self.model,self.index,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_message_id, _type_creation_date_time, _type_requested_execution_date, _type_initiating_party_name, _type_debtor, _type_debtor_account, _type_indent, _type_version, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_message_id, _dflt_creation_date_time, _dflt_requested_execution_date, _dflt_initiating_party_name, _dflt_debtor, _dflt_debtor_account, _dflt_indent, _dflt_version, _return_type):
 def __init__(self,message_id:_type_message_id=_dflt_message_id,creation_date_time:_type_creation_date_time=_dflt_creation_date_time,requested_execution_date:_type_requested_execution_date=_dflt_requested_execution_date,initiating_party_name:_type_initiating_party_name=_dflt_initiating_party_name,debtor:_type_debtor=_dflt_debtor,debtor_account:_type_debtor_account=_dflt_debtor_account,indent:_type_indent=_dflt_indent,version:_type_version=_dflt_version)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'message_id',message_id)
  __dataclass_builtins_object__.__setattr__(self,'creation_date_time',creation_date_time)
  __dataclass_builtins_object__.__setattr__(self,'requested_execution_date',requested_execution_date)
  __dataclass_builtins_object__.__setattr__(self,'initiating_party_name',initiating_party_name)
  __dataclass_builtins_object__.__setattr__(self,'debtor',debtor)
  __dataclass_builtins_object__.__setattr__(self,'debtor_account',debtor_account)
  __dataclass_builtins_object__.__setattr__(self,'indent',indent)
  __dataclass_builtins_object__.__setattr__(self,'version',version)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(message_id={self.message_id!r}, creation_date_time={self.creation_date_time!r}, requested_execution_date={self.requested_execution_date!r}, initiating_party_name={self.initiating_party_name!r}, debtor={self.debtor!r}, debtor_account={self.debtor_account!r}, indent={self.indent!r}, version={self.version!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.message_id,self.creation_date_time,self.requested_execution_date,self.initiating_party_name,self.debtor,self.debtor_account,self.indent,self.version,)==(other.message_id,other.creation_date_time,other.requested_execution_date,other.initiating_party_name,other.debtor,other.debtor_account,other.indent,other.version,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('message_id','creation_date_time','requested_execution_date','initiating_party_name','debtor','debtor_account','indent','version',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('message_id','creation_date_time','requested_execution_date','initiating_party_name','debtor','debtor_account','indent','version',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.message_id,self.creation_date_time,self.requested_execution_date,self.initiating_party_name,self.debtor,self.debtor_account,self.indent,self.version,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_info, _type_count, _type_total, _type_start, _type_end, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,info:_type_info,count:_type_count,total:_type_total,start:_type_start,end:_type_end)->_return_type:
  __dataclass_builtins_object__.__setattr__(self,'info',info)
  __dataclass_builtins_object__.__setattr__(self,'count',count)
  __dataclass_builtins_object__.__setattr__(self,'total',total)
  __dataclass_builtins_object__.__setattr__(self,'start',start)
  __dataclass_builtins_object__.__setattr__(self,'end',end)
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(info={self.info!r}, count={self.count!r}, total={self.total!r}, start={self.start!r}, end={self.end!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.info,self.count,self.total,self.start,self.end,)==(other.info,other.count,other.total,other.start,other.end,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __setattr__(self,name,value):
  if type(self) is cls or name in ('info','count','total','start','end',):
   raise FrozenInstanceError(f"cannot assign to field {name!r}")
  super(cls, self).__setattr__(name, value)
 return __setattr__
_keep(__create_fn__.__code__)

def __create_fn__(cls, FrozenInstanceError):
 def __delattr__(self,name):
  if type(self) is cls or name in ('info','count','total','start','end',):
   raise FrozenInstanceError(f"cannot delete field {name!r}")
  super(cls, self).__delattr__(name)
 return __delattr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __hash__(self):
  return hash((self.info,self.count,self.total,self.start,self.end,))
 return __hash__
_keep(__create_fn__.__code__)

def __create_fn__(_type_writer, _type_readable, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _return_type):
 def __init__(self,writer:_type_writer,readable:_type_readable)->_return_type:
  self.writer=writer
  self.readable=readable
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(writer={self.writer!r}, readable={self.readable!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.writer,self.readable,)==(other.writer,other.readable,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

def __create_fn__(_type_row, _type_count, _type_where, _type_what, _type_verb, MISSING, _HAS_DEFAULT_FACTORY, __dataclass_builtins_object__, _dflt_verb, _return_type):
 def __init__(self,row:_type_row,count:_type_count,where:_type_where,what:_type_what,verb:_type_verb=_dflt_verb)->_return_type:
  self.row=row
  self.count=count
  self.where=where
  self.what=what
  self.verb=verb
 return __init__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __repr__(self):
  return self.__class__.__qualname__ + f"(row={self.row!r}, count={self.count!r}, where={self.where!r}, what={self.what!r}, verb={self.verb!r})"
 return __repr__
_keep(__create_fn__.__code__)

def __create_fn__():
 def __eq__(self,other):
  if other.__class__ is self.__class__:
   return (self.row,self.count,self.where,self.what,self.verb,)==(other.row,other.count,other.where,other.what,other.verb,)
  return NotImplemented
 return __eq__
_keep(__create_fn__.__code__)

del _keep, __create_fn__
