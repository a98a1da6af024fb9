/**
 * Issue 43: "Which of my cards work here?" answered by the page the server sends, with
 * JavaScript off, in English, Bengali and Hindi, on the seeded demo schemes; a card not in the
 * list gets the help desk's number.
 */
import { expect, test } from './fixtures';

test.describe('the card finder with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, siteApp: false });

  test('ticking two cards answers each: accepted here, how it pays, what to bring', async ({ page }) => {
    await page.goto('/schemes');
    await expect(page.getByRole('note').filter({ hasText: 'Demo entries' })).toBeVisible();
    await page.getByRole('checkbox', { name: /^CGHS/ }).check();
    await page.getByRole('checkbox', { name: /^ECHS/ }).check();
    await page.getByRole('button', { name: 'Check my cards' }).click();
    await expect(page).toHaveURL(/\/schemes\?card=cghs&card=echs#card-answers$/);
    const answers = page.getByRole('region', { name: 'What your cards mean here' });
    await expect(answers.getByRole('listitem')).toHaveCount(2);
    await expect(answers).toContainText('CGHS (Central Government Health Scheme): accepted here.');
    await expect(answers).toContainText('Bring: The CGHS card;');
    await expect(answers).toContainText('ECHS (Ex-Servicemen Contributory Health Scheme): accepted here.');
    await expect(page.getByRole('checkbox', { name: /^CGHS/ })).toBeChecked();
  });

  test('a card not in the list is told so, with the number to call, in Bengali and Hindi too', async ({ page }) => {
    await page.goto('/schemes?card=railways-umid');
    await expect(page.getByRole('region', { name: 'What your cards mean here' })).toContainText(
      'A card not in this list is not accepted here as far as this page knows. Call the help desk on 033 4012 3470',
    );
    await page.goto('/bn/schemes');
    await page.getByRole('checkbox', { name: /^স্বাস্থ্য সাথী/ }).check();
    await page.getByRole('button', { name: 'আমার কার্ড দেখুন' }).click();
    await expect(page).toHaveURL(/\/bn\/schemes\?card=swasthya-sathi/);
    await expect(page.getByRole('region', { name: 'এখানে আপনার কার্ডে কী হবে' })).toContainText(
      'স্বাস্থ্য সাথী (পশ্চিমবঙ্গ সরকার): এখানে চলে।',
    );
    await page.goto('/hi/schemes?card=pm-jay&card=not-listed');
    const hindi = page.getByRole('region', { name: 'यहाँ आपके कार्ड का क्या मतलब है' });
    await expect(hindi).toContainText('आयुष्मान भारत पीएम-जेएवाई: यहाँ स्वीकार है।');
    await expect(hindi).toContainText('033 4012 3470');
  });
});
