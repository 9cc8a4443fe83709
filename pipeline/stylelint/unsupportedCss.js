import browserslist from 'browserslist';
import caniuse from 'caniuse-lite';
import stylelint from 'stylelint';
import doiusePlugin from 'stylelint-no-unsupported-browser-features';

/**
 * `compat/no-unsupported-css`: a CSS feature some browser of package.json's `browserslist` lacks fails, unless an
 * enclosing `@supports` tests it (docs/islands.md#navigateurs-pris-en-charge). doiuse (through
 * stylelint-no-unsupported-browser-features) finds the features but reads no `@supports`, and its table lacks CSS
 * anchor positioning: this rule adds both. Partial support counts as support.
 */
const ruleName = 'compat/no-unsupported-css';
const DOIUSE_RULE = 'plugin/no-unsupported-browser-features';
const DOCS = 'docs/islands.md#navigateurs-pris-en-charge';

const messages = stylelint.utils.ruleMessages(ruleName, {
  rejected: (details) =>
    `${details}: give it a fallback (@supports) or ignore it by name in stylelint.config.js, saying the fallback (${DOCS})`,
});

/** caniuse features missing from doiuse's table, and whether a declaration uses one. */
const MORE_FEATURES = {
  'css-anchor-positioning': (decl) =>
    /^(anchor-name|anchor-scope|position-anchor|position-area|position-try(-\w+)?|position-visibility)$/.test(
      decl.prop,
    ) || /\banchor(-size)?\(/.test(decl.value),
};

/** What a node would need an `@supports` condition to name: its property, or a selector test. */
function supportsTestOf(node) {
  if (node.type === 'decl') return `(${node.prop.toLowerCase()}:`;
  if (node.type === 'rule') return 'selector(';
  if (node.type === 'atrule') return `at-rule(@${node.name.toLowerCase()}`;
  return undefined;
}

/** Whether an enclosing, non-negated `@supports` tests what the node uses: the rest of the page is its fallback. */
function guardedBySupports(node) {
  const test = supportsTestOf(node);
  if (!test) return false;
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type !== 'atrule' || parent.name.toLowerCase() !== 'supports') continue;
    const condition = parent.params.toLowerCase().replace(/\s+/g, '');
    if (!condition.startsWith('not') && condition.includes(test)) return true;
  }
  return false;
}

/** "Firefox 134-146, Safari 18.2-18.7": the browsers of the list that lack a caniuse feature (neither "y" nor "a"). */
function lackingBrowsers(featureId, browsers) {
  const { stats } = caniuse.feature(caniuse.features[featureId]);
  const lacking = new Map();
  for (const entry of browsers) {
    const [agent = '', version = ''] = entry.split(' ');
    const support = stats[agent]?.[version] ?? 'n';
    if (support.startsWith('y') || support.startsWith('a')) continue;
    lacking.set(agent, [...(lacking.get(agent) ?? []), version]);
  }
  return [...lacking]
    .map(([agent, versions]) => {
      // browserslist lists the newest first; a version may be a range itself (`18.5-18.7`).
      const oldest = versions.at(-1)?.split('-')[0];
      const newest = versions[0]?.split('-').at(-1);
      const range = oldest === newest ? oldest : `${oldest}-${newest}`;
      return `${caniuse.agents[agent]?.browser ?? agent} ${range}`;
    })
    .join(', ');
}

function checkMoreFeatures(root, browsers, ignore, report) {
  const lacking = new Map();
  root.walkDecls((decl) => {
    for (const [featureId, uses] of Object.entries(MORE_FEATURES)) {
      if (ignore.includes(featureId) || !uses(decl)) continue;
      if (!lacking.has(featureId)) lacking.set(featureId, lackingBrowsers(featureId, browsers));
      const browsersLacking = lacking.get(featureId);
      if (browsersLacking) report(decl, `"${featureId}" is not supported by ${browsersLacking}`);
    }
  });
}

const isString = (value) => typeof value === 'string';

function rule(on, options = {}) {
  return async (root, result) => {
    const valid = stylelint.utils.validateOptions(
      result,
      ruleName,
      { actual: on },
      { actual: options, possible: { ignore: [isString] }, optional: true },
    );
    if (!valid) return;
    const ignore = options.ignore ?? [];
    const report = (node, details) => {
      if (!guardedBySupports(node))
        stylelint.utils.report({ ruleName, result, node, message: messages.rejected(details) });
    };
    const browsers = browserslist(undefined, { path: root.source?.input.file ?? process.cwd() });
    // doiuse's own report, rephrased: `Unexpected browser feature "x" is not supported by … (its rule name)`.
    const settings = [true, { browsers, ignore, ignorePartialSupport: true }];
    await stylelint.utils.checkAgainstRule(
      { ruleName: DOIUSE_RULE, ruleSettings: settings, root, result },
      (warning) =>
        report(
          warning.node,
          warning.text.replace(/^Unexpected browser feature /, '').replace(/\s*\(\S+\)$/, ''),
        ),
    );
    checkMoreFeatures(root, browsers, ignore, report);
  };
}
rule.ruleName = ruleName;
rule.messages = messages;

/** doiuse's rule comes along: this one runs it. */
export default [doiusePlugin, stylelint.createPlugin(ruleName, rule)];
