// stylelint for the CSS modules and the global stylesheet (`npm run lint`).
export default {
  extends: ['stylelint-config-standard'],
  rules: {
    // CSS modules: class names are camelCase (read from TypeScript as styles.fooBar).
    'selector-class-pattern': null,
    // CSS modules: :global(...) reaches theme classes (Infima's), :local(...) is the default.
    'selector-pseudo-class-no-unknown': [true, {ignorePseudoClasses: ['global', 'local']}],
    'property-no-unknown': [true, {ignoreProperties: ['composes']}],
    // The visually-hidden pattern keeps `clip` next to `clip-path` for older engines.
    'property-no-deprecated': [true, {ignoreProperties: ['clip']}],
  },
};
