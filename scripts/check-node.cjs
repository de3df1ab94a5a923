// The first thing `npm start` (and `npm run doctor`, and the systemd unit) runs: it stops at once,
// with the version needed, on a Node.js too old for the site. Without it an old Node fails later
// with a module error (ERR_UNKNOWN_FILE_EXTENSION: only Node 24 loads the server's .ts files).
// Plain CommonJS in the oldest syntax on purpose, so any Node.js still in use can read it
// (docs/decisions/140). The version needed is package.json's "engines", stated once.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: old Node versions read it */

var pkg = require('../package.json');
var wanted = /(\d+)/.exec(pkg.engines.node);
var required = wanted ? parseInt(wanted[1], 10) : 24;
var current = process.versions.node;

if (parseInt(current.split('.')[0], 10) < required) {
  console.error(
    'This site needs Node.js ' +
      required +
      ' or newer; this is Node.js ' +
      current +
      ' (' +
      process.execPath +
      ').\n' +
      'In production install Node.js ' +
      required +
      ' LTS on the server (docs/deploy.md, "Prerequisites").\n' +
      "For development, `npm install` brings the project's own Node.js " +
      required +
      ' and `npm start` uses it.',
  );
  process.exit(1);
}
