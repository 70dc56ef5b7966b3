#!/usr/bin/env node
import('../dist/bundle/main.js').then((m) => m.main('pi-scan', process.argv));
