import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    setupFiles: ["test/setup-env.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Every core: vitest's default leaves one free, which on CI's two cores is one worker
    // (108 s for the suite against 78 s with two).
    maxWorkers: Math.max(1, availableParallelism()),
  },
});
