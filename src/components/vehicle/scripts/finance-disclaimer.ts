/**
 * spec §7 "Finance disclaimer fetch by car id": read finance_lenders[provider].disclaimer
 * into #financeDisclaimer; a failure leaves the block without it (logged only).
 */
export async function loadFinanceDisclaimer(): Promise<void> {
  const target = document.getElementById('financeDisclaimer');
  const href = target?.dataset.href;
  const provider = target?.dataset.provider;
  if (!target || !href || !provider) return;
  try {
    const response = await fetch(href);
    if (!response.ok) throw new Error(`status ${response.status}`);
    const answer = (await response.json()) as { finance_lenders?: Record<string, { disclaimer?: string }> };
    const disclaimer = answer.finance_lenders?.[provider]?.disclaimer;
    if (disclaimer) target.textContent = disclaimer;
  } catch (error) {
    console.warn('The finance disclaimer could not be loaded', error);
  }
}

const DISCLAIMER_HASH = '#financeDisclaimer';

/**
 * spec §2 anchor #financeDisclaimer: the disclaimer sits collapsed under its rate; a link to
 * it, or a URL ending in it, opens it and scrolls to it. Chromium already opens a closed
 * <details> for a fragment; this covers browsers that do not, and a second click on the same
 * link (which fires no hashchange).
 */
export function openFinanceDisclaimerOnHash(): void {
  const target = document.getElementById(DISCLAIMER_HASH.slice(1));
  const terms = target?.closest('details');
  if (!target || !terms) return;
  const open = () => {
    terms.open = true;
    target.scrollIntoView({ block: 'center' });
  };
  if (window.location.hash === DISCLAIMER_HASH) open();
  window.addEventListener('hashchange', () => {
    if (window.location.hash === DISCLAIMER_HASH) open();
  });
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest(`a[href="${DISCLAIMER_HASH}"]`);
    if (link) terms.open = true;
  });
}
