import DOMPurify from 'dompurify';

/**
 * CMS rich text is written by staff but still untrusted (copied pages, compromised accounts):
 * DOMPurify drops scripts, event-handler attributes and javascript: URLs. Forms and style sheets
 * go too, so an article can neither post somewhere nor restyle the site.
 */
const CONFIG = {
  // Kept for links that open elsewhere; the hook below pairs it with rel=noopener.
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['srcset'],
};

let hooked = false;

function addHooks(): void {
  if (hooked) return;
  hooked = true;
  // Only a new window or this one; a new window must not get a handle on this page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    const target = node.getAttribute('target');
    if (node.tagName !== 'A' || (target !== '_blank' && target !== '_self')) node.removeAttribute('target');
    else if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
}

export function sanitizeCmsHtml(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, CONFIG);
}
