#!/usr/bin/env node
require('../dist/bundle/start.cjs').start('pi-scan', process.argv);
