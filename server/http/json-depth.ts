/**
 * How deeply a JSON text a visitor sends may nest: the JSON endpoints' bodies (json-body.ts) and a
 * server action's arguments (form-post-body.ts). A form here sends an object of fields, at most
 * with a list in a field (the ages of a household), and an action call an array of its arguments
 * with a state object: two or three levels. A few KB of brackets nest thousands deep, and a
 * recursive walk of them (our control-character check, React's decoding of an action's
 * arguments) ran out of stack: a 500.
 *
 * Pure (server.mjs imports it through form-post-body.ts).
 */
export const MAX_JSON_DEPTH = 16;

/** The deepest nesting of arrays and objects in a JSON text, read in one pass without recursion. */
export function nestingDepth(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < json.length; index += 1) {
    const char = json[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth -= 1;
  }
  return deepest;
}
