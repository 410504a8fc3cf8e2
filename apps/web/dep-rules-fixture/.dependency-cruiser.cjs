/** The web's own rules, run on this folder of deliberate violations by src/dependency-rules.test.ts. */
module.exports = { extends: '../.dependency-cruiser.cjs' };
