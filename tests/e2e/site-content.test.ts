/**
 * The site's own content is the editors': a change saved through Strapi's Content Manager (the
 * panel's own API, through the Document Service) to a facility's text, the landline and a review
 * is in the very next page the site serves, rendered into its HTML.
 */
import { findEntry, findSingle, panelLogin, saveEntry, saveSingle } from './panel-api';
import { fetchServedPage } from './served-html';
import { expect, test } from './fixtures';

const FACILITY = 'api::facility.facility';
const REVIEW = 'api::review.review';
const SETTINGS = 'api::site-setting.site-setting';

test.describe("the site's own content, edited in Strapi's panel", () => {
  let token: string;
  const restore: Array<() => Promise<void>> = [];
  test.beforeAll(async () => {
    token = await panelLogin();
  });
  test.afterAll(async () => {
    for (const undo of restore.reverse()) await undo();
  });

  test('the facility pages, footer and reviews are in the served HTML as seeded', async () => {
    const pharmacy = await fetchServedPage('/department/7');
    expect(pharmacy.text).toContain('Pharmacy');
    expect(pharmacy.text, 'the facility text is in the HTML').toContain(
      'Our in-house pharmacy is open around the clock',
    );
    expect(pharmacy.text, 'the footer landline is in the HTML').toContain('033 4012 3456');
    const home = await fetchServedPage('/');
    expect(home.text, 'the first review is in the HTML').toContain('Sumita Chakraborty');
    expect(home.text, 'the first tagline is in the HTML').toContain('One Roof. One Team. Complete Neurosciences');
  });

  test("a facility's text, the landline and a review saved in the panel show on the next page served", async () => {
    const pharmacy = await findEntry(token, FACILITY, 7);
    restore.push(() => saveEntry(token, FACILITY, pharmacy, {}));
    await saveEntry(token, FACILITY, pharmacy, {
      content: 'Open day and night, with a second counter near the OPD.\n\nAsk the pharmacist.',
    });

    const settings = await findSingle(token, SETTINGS);
    restore.push(() => saveSingle(token, SETTINGS, settings, {}));
    await saveSingle(token, SETTINGS, settings, { landline: '033 4000 1111' });

    const review = await findEntry(token, REVIEW, 1);
    restore.push(() => saveEntry(token, REVIEW, review, {}));
    await saveEntry(token, REVIEW, review, { feedback: 'Treated within the golden hour: thank you, team.' });

    const page = await fetchServedPage('/department/7');
    expect(page.text, 'the edited facility text').toContain('Open day and night, with a second counter near the OPD.');
    expect(page.text, 'not the old text').not.toContain('Our in-house pharmacy is open around the clock');
    expect(page.text, 'the edited landline in the footer').toContain('033 4000 1111');
    expect(page.html, 'the tel: link follows the landline').toContain('href="tel:+913340001111"');
    const home = await fetchServedPage('/');
    expect(home.text, 'the edited review').toContain('Treated within the golden hour: thank you, team.');
  });
});
