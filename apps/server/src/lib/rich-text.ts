import { MEDIA_BASE } from '@emall/contract';
import sanitize from 'sanitize-html';

/**
 * What an operator's rich text may keep: text structure, links out by http(s), and pictures of
 * our own media folder only (an outside picture would track shoppers and could vanish). Styles,
 * scripts, event handlers, iframes and forms are dropped whatever the console sent.
 */
const RULES: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'span'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !(frame.attribs.src ?? '').startsWith(`${MEDIA_BASE}/`),
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

/** Rich text made safe to store and give out. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, RULES);
}
