#!/usr/bin/env node
// Entry point of the `cronicas` command. The compiled CLI lives in dist/ (built by `npm install`).
import { register } from "node:module";

register("./chevrotain-bundle-hook.mjs", import.meta.url);
const { main } = await import("../dist/cli/main.js");
process.exitCode = await main(process.argv.slice(2));
