// The page of pain2pis serve: each chosen file is sent to /v1/validate (and, when asked,
// /v1/convert) as its body, and its report shown, errors first. No library, no inline
// script (the page's CSP allows scripts of this server only); every text from a file or
// a report is set as text, never as HTML.
"use strict";

const RANK = { error: 0, warning: 1, info: 2 };
const LABEL = { error: "error", warning: "warning", info: "note" };
let codes = {};
let dropped = null;

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs || {})) {
    if (name === "text") node.textContent = value;
    else node.setAttribute(name, value);
  }
  for (const child of children) node.append(child);
  return node;
}

function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function mediaType(file) {
  return /\.json$/i.test(file.name) || file.type === "application/json"
    ? "application/json"
    : "application/xml";
}

function choices(form, names) {
  const params = new URLSearchParams();
  for (const name of names) {
    const field = form.elements[name];
    if (!field) continue;
    if (field.type === "checkbox") {
      if (field.checked) params.set(name, "true");
    } else if (field.value.trim()) {
      params.set(name, field.value.trim());
    }
  }
  return params;
}

function curlLine(path, params, file) {
  const url = `${location.origin}${path}?${params}`;
  const quoted = (text) => `'${text.replace(/'/g, "'\\''")}'`;
  return `curl -H ${quoted("Content-Type: " + mediaType(file))} --data-binary @${quoted(file.name)} ${quoted(url)}`;
}

async function send(path, params, file) {
  const response = await fetch(`${path}?${params}`, {
    method: "POST",
    headers: { "Content-Type": mediaType(file) },
    body: file,
  });
  return response;
}

function problemText(problem) {
  return `${problem.title} (${problem.status}): ${problem.detail}`;
}

function findingItem(finding) {
  const where = [];
  if (finding.line != null) where.push(`line ${finding.line}`);
  if (finding.column != null) where.push(`column ${finding.column}`);
  if (!where.length && finding.pointer) where.push(finding.pointer);
  const meaning = codes[finding.code];
  const item = el(
    "li",
    { class: `finding ${finding.severity}`, "data-severity": finding.severity },
    el("span", { class: "severity", text: LABEL[finding.severity] || finding.severity }),
    " ",
    el("span", { class: "where", text: where.join(", ") || "the whole file" }),
    " ",
    el("code", { text: finding.code }),
    el("p", { class: "message", text: finding.message }),
  );
  if (meaning) item.append(el("p", { class: "fix", text: `What it means: ${meaning.summary}` }));
  return item;
}

function reportSection(file, report) {
  const entry = report.files[0];
  const summary = entry.summary;
  const verdict = entry.valid ? "valid" : "not valid";
  const section = el(
    "section",
    { class: "report", "aria-label": `Report of ${file.name}` },
    el("h2", { text: `${file.name}: ${verdict}` }),
    el("p", {
      class: `summary ${entry.valid ? "ok" : "bad"}`,
      "data-error": String(summary.error),
      "data-warning": String(summary.warning),
      "data-info": String(summary.info),
      text: [count(summary.error, "error"), count(summary.warning, "warning"), count(summary.info, "note")].join(", "),
    }),
  );
  const findings = [...entry.findings].sort(
    (a, b) => RANK[a.severity] - RANK[b.severity] || (a.line ?? 1e12) - (b.line ?? 1e12),
  );
  if (findings.length) section.append(el("ol", { class: "findings" }, ...findings.map(findingItem)));
  for (const held of entry.not_listed || []) {
    section.append(el("p", { class: "more", text: `…and ${held.count} more ${held.code} (${held.severity})` }));
  }
  return section;
}

async function convertInto(section, form, file) {
  const params = choices(form, ["scheme", "skill", "allow_immediate_execution", "to", "pain_version"]);
  params.set("name", file.name);
  const response = await send("/v1/convert", params, file);
  if (response.ok) {
    const blob = await response.blob();
    const suffix = params.get("to") === "json" ? ".json" : ".xml";
    const name = file.name.replace(/\.(xml|json)$/i, "") + "-converted" + suffix;
    const link = el("a", { class: "download", href: URL.createObjectURL(blob), download: name, text: `Download ${name}` });
    section.append(el("p", {}, link));
    return;
  }
  const problem = await response.json();
  const text = response.status === 422
    ? "Not converted: the file has errors (listed above)."
    : `Not converted: ${problemText(problem)}`;
  section.append(el("p", { class: "problem", role: "alert", text }));
}

async function check(event) {
  event.preventDefault();
  const form = event.target;
  const files = dropped || [...form.elements.files.files];
  const results = document.getElementById("results");
  results.replaceChildren();
  if (!files.length) {
    results.append(el("p", { class: "problem", role: "alert", text: "Choose one or more files first." }));
    return;
  }
  const button = document.getElementById("submit");
  button.disabled = true;
  results.setAttribute("aria-busy", "true");
  try {
    const params = choices(form, ["for", "scheme", "skill", "allow_immediate_execution"]);
    for (const file of files) {
      const own = new URLSearchParams(params);
      own.set("name", file.name);
      let section;
      try {
        const response = await send("/v1/validate", own, file);
        const body = await response.json();
        section = response.ok
          ? reportSection(file, body)
          : el("section", { class: "report", "aria-label": `Report of ${file.name}` },
              el("h2", { text: `${file.name}: not checked` }),
              el("p", { class: "problem", role: "alert", text: problemText(body) }));
        results.append(section);
        if (response.ok && form.elements.to.value) await convertInto(section, form, file);
      } catch (error) {
        results.append(el("p", { class: "problem", role: "alert", text: `${file.name}: the server could not be reached (${error.message}).` }));
      }
    }
    const curl = document.getElementById("curl");
    curl.textContent = curlLine("/v1/validate", params, files[0]);
    document.getElementById("curl-section").hidden = false;
  } finally {
    button.disabled = false;
    results.removeAttribute("aria-busy");
  }
}

function setUp() {
  fetch("/v1/codes").then((r) => r.json()).then((data) => { codes = data; }).catch(() => {});
  const form = document.getElementById("check");
  form.addEventListener("submit", check);
  form.elements.files.addEventListener("change", () => {
    dropped = null;
    document.getElementById("drop").textContent = "…or drop them here.";
  });
  const zone = document.body;
  zone.addEventListener("dragover", (event) => { event.preventDefault(); });
  zone.addEventListener("drop", (event) => {
    event.preventDefault();
    dropped = [...event.dataTransfer.files];
    const names = dropped.map((f) => f.name).join(", ");
    document.getElementById("drop").textContent = `Dropped: ${names}`;
  });
  document.getElementById("copy").addEventListener("click", () => {
    navigator.clipboard.writeText(document.getElementById("curl").textContent).catch(() => {});
  });
}

document.addEventListener("DOMContentLoaded", setUp);
