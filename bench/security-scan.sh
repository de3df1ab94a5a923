#!/usr/bin/env bash
# Scans a local production build with wapiti and sqlmap (Debian: apt-get install -y wapiti sqlmap),
# each with a bounded time, and prints the findings (decision 104).
#
#   npm run build && bash bench/security-scan.sh
#
# Settings: SCAN_PORT (default 4302), SCAN_MINUTES (wapiti's whole budget, default 8),
# SQLMAP_SECONDS (per endpoint, default 150). The server runs with TRUST_PROXY=1, and sqlmap's
# xforwardedfor tamper gives every request its own address, so the per-client limits do not hide
# the endpoints behind 429s. wapiti's modules that need the internet (nikto and wapp download
# databases; ssrf and xxe call an outside endpoint) and the brute-force ones are left out.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
PORT="${SCAN_PORT:-4302}"
BASE="http://127.0.0.1:$PORT"
WORK="$(mktemp -d /tmp/security-scan-XXXXXX)"
MINUTES="${SCAN_MINUTES:-8}"
SQLMAP_SECONDS="${SQLMAP_SECONDS:-150}"
for tool in wapiti sqlmap; do command -v "$tool" >/dev/null || { echo "$tool is not installed (apt-get install -y $tool)"; exit 2; }; done
[ -d .next ] || { echo "no production build: run npm run build first"; exit 2; }

mkdir -p "$WORK/data"
PORT="$PORT" HOST=127.0.0.1 NODE_ENV=production DATA_DIR="$WORK/data" DATABASE_URL="${SCAN_DATABASE_URL:-}" TRUST_PROXY=1 \
  LOG_LEVEL=info FORM_MIN_FILL_MS=0 node server.mjs >"$WORK/server.log" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null; wait "$SERVER" 2>/dev/null' EXIT
for _ in $(seq 1 240); do curl -fs "$BASE/api/health" >/dev/null && break; sleep 0.5; done
curl -fs "$BASE/api/health" >/dev/null || { echo "server did not start"; cat "$WORK/server.log"; exit 2; }
echo "server up at $BASE; work folder $WORK"

ARTICLE="$(curl -s "$BASE/news" | grep -o 'href="https\?://[^"]*"' | head -1 | sed 's/^href="//; s/"$//')"
ARTICLE_PATH="$(node -e 'process.stdout.write(encodeURIComponent(process.argv[1]))' "$ARTICLE")"

echo "== wapiti (at most $MINUTES minutes)"
timeout $((MINUTES * 60 * 2 + 120)) wapiti -u "$BASE/" --scope folder --flush-session \
  -m "backup,blindsql,cookieflags,crlf,csp,csrf,exec,file,htaccess,http_headers,methods,permanentxss,redirect,shellshock,sql,xss" \
  -s "$BASE/claims" -s "$BASE/small-business" -s "$BASE/home-assessment" -s "$BASE/contact" -s "$BASE/news" \
  --max-scan-time $((MINUTES * 60)) --max-attack-time $((MINUTES * 60 / 8)) --max-links-per-page 40 --depth 3 -t 10 \
  -f json -o "$WORK/wapiti.json" >"$WORK/wapiti.log" 2>&1
echo "wapiti exit $?"

echo "== sqlmap (at most $SQLMAP_SECONDS s per endpoint; --level 2 --risk 1)"
sqlmap_run() {
  local name="$1"; shift
  timeout "$SQLMAP_SECONDS" sqlmap --batch --level 2 --risk 1 --threads 2 --time-sec 3 --timeout 10 --retries 0 \
    --tamper=xforwardedfor --flush-session --output-dir "$WORK/sqlmap" "$@" >"$WORK/sqlmap-$name.log" 2>&1
  local status=$?
  local verdict
  if grep -qiE "is vulnerable|sqlmap identified the following injection point" "$WORK/sqlmap-$name.log"; then verdict="INJECTABLE";
  elif grep -qi "do not appear to be injectable\|does not seem to be injectable" "$WORK/sqlmap-$name.log"; then verdict="not injectable";
  elif [ "$status" = 124 ]; then verdict="stopped at the time limit, nothing found";
  else verdict="ended ($status), nothing found"; fi
  echo "  $name: $verdict"
}
JSON='Content-Type: application/json'
sqlmap_run leads -u "$BASE/api/leads" --headers="$JSON" --data='{"name":"Sam Rivera","email":"sam@example.com","phone":"4075550199","zipCode":"32801","state":"FL","consent":true}'
sqlmap_run business -u "$BASE/api/business-inquiry" --headers="$JSON" --data='{"companyName":"Acme","contactName":"Dana","email":"dana@acme.example","phone":"5125550100","employeeCount":"11-25","state":"Texas","zipCode":"78701","consent":true}'
sqlmap_run comment-post -u "$BASE/api/comments" --headers="$JSON" --data="{\"authorName\":\"Jo\",\"content\":\"Nice\",\"blogPostUrl\":\"$ARTICLE\"}"
sqlmap_run comment-list -u "$BASE/api/comments/${ARTICLE_PATH}*"
sqlmap_run options -u "$BASE/api/insurance/options/1234567890*"
sqlmap_run select -u "$BASE/api/insurance/select" --headers="$JSON" --data='{"assessmentId":"1234567890","insuranceId":"a"}'

echo "== findings"
node -e '
const report = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
let total = 0;
for (const [kind, list] of Object.entries(report.vulnerabilities ?? {})) {
  if (!list.length) continue;
  total += list.length;
  console.log(`  wapiti ${kind}: ${list.length}`);
  for (const item of list.slice(0, 5)) console.log(`    ${item.method} ${item.path} ${item.parameter ?? ""}: ${item.info}`.slice(0, 240));
}
for (const [kind, list] of Object.entries(report.anomalies ?? {})) {
  if (list.length) console.log(`  wapiti anomaly ${kind}: ${list.length}`), list.slice(0, 3).forEach((item) => console.log(`    ${item.method} ${item.path}: ${item.info}`.slice(0, 240)));
}
console.log(`  wapiti vulnerabilities: ${total}`);
' "$WORK/wapiti.json" 2>/dev/null || echo "  wapiti wrote no report (see $WORK/wapiti.log)"
echo "  server answers 5xx: $(grep -c '"status":5[0-9][0-9]' "$WORK/server.log")"
echo "  error lines in the server log: $(grep -c '"level":"error"' "$WORK/server.log")"
grep '"level":"error"' "$WORK/server.log" | head -5
echo "logs and reports: $WORK"
