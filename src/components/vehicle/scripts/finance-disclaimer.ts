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
