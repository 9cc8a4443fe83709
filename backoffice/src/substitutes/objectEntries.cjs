// node-polyglot's `object.entries`: every browser the back-office supports has Object.entries, and the polyfill
// brings some twenty packages with it (5 KiB gzip on /admin's first load: docs/product.md#premier-chargement).
module.exports = Object.entries;
