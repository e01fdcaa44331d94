#!/usr/bin/env node
// Entry point of the `cronicas` command. The compiled CLI lives in dist/ (built by `npm install`).
import { register } from "node:module";

register("./chevrotain-bundle-hook.mjs", import.meta.url);
const { main } = await import("../dist/cli/main.js");
const code = await main(process.argv.slice(2));
// -1: a long-running command (the language server) that ends when its client goes away.
if (code >= 0) process.exitCode = code;
