#!/usr/bin/env node
import('../dist/src/main.js').then((m) => m.main('pi-scan', process.argv));
