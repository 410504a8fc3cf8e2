/** The server's own rules, run on this folder of deliberate violations by dependency-rules.test.ts. */
module.exports = { extends: '../.dependency-cruiser.cjs' };
