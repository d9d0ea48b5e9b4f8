// Placeholder entry so the build has the subpath; the Word export lands here.
export {};
