/**
 * The OpenAPI theme's Markdown component, replaced by a small renderer that
 * covers what the reference's descriptions use; see src/components/Markdown.
 */
export { default } from '@site/src/components/Markdown';
