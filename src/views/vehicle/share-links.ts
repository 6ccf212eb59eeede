export interface ShareLinks {
  facebook: string;
  x: string;
  linkedin: string;
  email: string;
  sms: string;
  whatsapp: string;
}

const enc = encodeURIComponent;

/**
 * spec §2 Vehicle page: share buttons cover social, email, SMS and WhatsApp. Every value
 * is percent-encoded with encodeURIComponent (spaces as %20, which mailto: and sms:
 * need; '+' would show literally). Decided: where a link carries one message (email body,
 * SMS, WhatsApp) it is the text, then the URL; Facebook and LinkedIn take the URL only,
 * as their share endpoints read the page's own title.
 */
export function shareLinks(url: string, text: string): ShareLinks {
  const message = text ? `${text} ${url}` : url;
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
    x: `https://x.com/intent/tweet?url=${enc(url)}&text=${enc(text)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
    email: `mailto:?subject=${enc(text)}&body=${enc(text ? `${text}\n\n${url}` : url)}`,
    // 'sms:?&body=' is the form both iOS and Android read.
    sms: `sms:?&body=${enc(message)}`,
    whatsapp: `https://wa.me/?text=${enc(message)}`,
  };
}
