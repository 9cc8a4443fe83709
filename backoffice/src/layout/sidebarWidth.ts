/**
 * The widths of react-admin's sidebar, open and folded to its icons (its `DRAWER_WIDTH`, `CLOSED_DRAWER_WIDTH`),
 * written here: importing them from react-admin brings its `<Sidebar>` module, whose styled drawer keeps MUI's
 * `<Drawer>` and its modal in the dashboard's first load (docs/product.md#premier-chargement).
 */
export const SIDEBAR_WIDTH = 240;
export const CLOSED_SIDEBAR_WIDTH = 55;
