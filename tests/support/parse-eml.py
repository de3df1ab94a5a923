"""Parses .eml files with Python's e-mail package in strict mode (RFC 5322) and prints one JSON
object per file: its Message-ID as parsed, whether it is one valid msg-id, and any defect.

Used by server/mail/mail-kinds.db.test.ts:  python3 tests/support/parse-eml.py FILE...
A file that does not parse strictly is reported with "error" (the test fails on it).
"""
import json
import sys
from email import policy
from email._header_value_parser import parse_message_id
from email.parser import BytesParser

STRICT = policy.strict.clone(linesep="\r\n")

results = []
for name in sys.argv[1:]:
    with open(name, "rb") as handle:
        raw = handle.read()
    entry = {"file": name}
    try:
        message = BytesParser(policy=STRICT).parsebytes(raw)
        header = message["Message-ID"]
        entry["messageId"] = str(header) if header is not None else None
        entry["messageIdCount"] = len(message.get_all("Message-ID") or [])
        entry["headerDefects"] = [type(defect).__name__ for defect in (header.defects if header is not None else [])]
        entry["messageDefects"] = [type(defect).__name__ for defect in message.defects]
        if header is not None:
            parsed = parse_message_id(str(header))
            entry["parsedMessageId"] = str(parsed).strip()
            entry["messageIdDefects"] = [type(defect).__name__ for defect in parsed.all_defects]
            # Valid: one msg-id that parses whole, without defects (a colon in the id-left cuts it short).
            entry["validMessageId"] = not parsed.all_defects and str(parsed).strip() == str(header).strip()
        entry["bareLf"] = b"\n" in raw.replace(b"\r\n", b"")
        entry["bareCr"] = b"\r" in raw.replace(b"\r\n", b"")
        entry["subject"] = str(message["Subject"])
        entry["to"] = str(message["To"])
        entry["replyTo"] = str(message["Reply-To"]) if message["Reply-To"] is not None else None
        entry["autoSubmitted"] = str(message["Auto-Submitted"]) if message["Auto-Submitted"] is not None else None
        body = message.get_body(preferencelist=("plain",))
        entry["body"] = body.get_content() if body is not None else ""
    except Exception as error:  # any strict-mode failure is a finding, not a crash
        entry["error"] = f"{type(error).__name__}: {error}"
    results.append(entry)

json.dump(results, sys.stdout)
