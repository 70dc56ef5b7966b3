#!/usr/bin/env node
require('../dist/bundle/start.cjs').start('pi-keys', process.argv);
