/**
 * Each page's own stylesheet (docs/islands.md#une-feuille-par-page): the site's one stylesheet without the rules of
 * the CSS modules the page can never show. A module is kept when the page's HTML uses one of its classes, or when one
 * of the page's islands can draw it later (a chat conversation, a form's success panel). Global rules, the order of
 * what is kept and every declaration are unchanged, so the cascade is the same as with the whole sheet.
 */
import postcss, { type AtRule, type Container } from 'postcss';

/** Scoped class name → the CSS module (site/src/…) that defines it. */
export function classOwners(modules: Readonly<Record<string, readonly string[]>>): Map<string, string> {
  const owners = new Map<string, string>();
  for (const [module, classes] of Object.entries(modules))
    // A composed class is exported as "own other": both are the module's or its dependency's own names.
    for (const name of classes.flatMap((value) => value.split(/\s+/)).filter(Boolean))
      if (!owners.has(name)) owners.set(name, module);
  return owners;
}

/** The class names an HTML fragment's elements carry. */
export const classesIn = (html: string): Set<string> =>
  new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, value = '']) => value.split(/\s+/).filter(Boolean)),
  );

/** The CSS modules a page needs: those whose classes its HTML uses, and those its islands can draw. */
export function pageModules(
  owners: ReadonlyMap<string, string>,
  html: string,
  islandModules: Iterable<string>,
): Set<string> {
  const needed = new Set(islandModules);
  for (const name of classesIn(html)) {
    const module = owners.get(name);
    if (module) needed.add(module);
  }
  return needed;
}

/**
 * The classes an element must carry for `selector` to match it or its ancestors: `:not(…)` removed first (a class
 * the page never shows makes `:not(.x)` always true, so a rule is never dropped for it).
 */
export function requiredClasses(selector: string): string[] {
  let kept = '';
  for (let i = 0; i < selector.length; i++) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0;
      for (i += 4; i < selector.length; i++) {
        if (selector[i] === '(') depth++;
        else if (selector[i] === ')' && --depth === 0) break;
      }
      continue;
    }
    kept += selector[i];
  }
  // Attribute values (`[href$=".pdf"]`) and strings are not classes.
  const bare = kept.replace(/\[[^\]]*\]/g, '').replace(/(["'])(?:\\.|(?!\1).)*\1/g, '');
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name);
}

const isKeyframes = (node: Container | undefined): boolean =>
  node?.type === 'atrule' && /keyframes$/i.test((node as AtRule).name);

/** `css` without the selectors that need a class of a module outside `needed`; rules and at-rules left empty go. */
export function pageStylesheet(
  css: string,
  owners: ReadonlyMap<string, string>,
  needed: ReadonlySet<string>,
): string {
  const root = postcss.parse(css);
  const shown = (selector: string) =>
    requiredClasses(selector).every((name) => {
      const module = owners.get(name);
      return module === undefined || needed.has(module);
    });
  root.walkRules((rule) => {
    if (isKeyframes(rule.parent)) return;
    const selectors = rule.selectors;
    const kept = selectors.filter(shown);
    if (kept.length === 0) rule.remove();
    else if (kept.length < selectors.length) rule.selector = kept.join(',');
  });
  // Innermost first, so an at-rule that only held emptied ones goes too.
  const atRules: AtRule[] = [];
  root.walkAtRules((atRule) => {
    atRules.push(atRule);
  });
  for (const atRule of atRules.reverse())
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  return root.toString();
}
