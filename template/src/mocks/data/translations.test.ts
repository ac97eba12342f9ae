/** Every seed text a screen shows as prose has a French and an Arabic version, and they are not English copies. */
import { courses } from './academy';
import { academyAr } from './academy-ar';
import { outlines } from './academy-curriculum';
import { academyFr } from './academy-fr';
import { faqCategories } from './faq';
import { faqAr } from './faq-ar';
import { faqFr } from './faq-fr';
import { articles, products } from './help-center';
import { helpCenterAr } from './help-center-ar';
import { helpCenterFr } from './help-center-fr';
import { notificationSeed, notificationTranslations } from './notifications';

const arabic = /\p{Script=Arabic}/u;
const french = /[a-zàâçéèêëîïôûùüÿœæ’]/i;

/** [id, English, French, Arabic] for every translated text. */
function rows(): [string, string, string | undefined, string | undefined][] {
  const out: [string, string, string | undefined, string | undefined][] = [];
  for (const c of faqCategories) {
    out.push([`faq ${c.id} title`, c.title, faqFr.categories[c.id]?.title, faqAr.categories[c.id]?.title]);
    for (const q of c.questions) {
      out.push([`faq ${q.id} answer`, q.answer, faqFr.questions[q.id]?.answer, faqAr.questions[q.id]?.answer]);
      out.push([`faq ${q.id} question`, q.question, faqFr.questions[q.id]?.question, faqAr.questions[q.id]?.question]);
    }
  }
  for (const c of courses) {
    out.push([`course ${c.id}`, c.description, academyFr[c.id]?.description, academyAr[c.id]?.description]);
    const about = outlines[c.id]?.about;
    if (about) out.push([`course ${c.id} about`, about, academyFr[c.id]?.about, academyAr[c.id]?.about]);
    expect(academyFr[c.id]?.skills).toHaveLength(outlines[c.id]?.skills.length ?? 0);
    expect(academyAr[c.id]?.skills).toHaveLength(outlines[c.id]?.skills.length ?? 0);
  }
  for (const p of products)
    out.push([p.id, p.description, helpCenterFr.products[p.id]?.description, helpCenterAr.products[p.id]?.description]);
  for (const a of articles) {
    out.push([`${a.id} title`, a.title, helpCenterFr.articles[a.id]?.title, helpCenterAr.articles[a.id]?.title]);
    out.push([
      `${a.id} excerpt`,
      a.excerpt,
      helpCenterFr.articles[a.id]?.excerpt,
      helpCenterAr.articles[a.id]?.excerpt,
    ]);
  }
  for (const n of notificationSeed())
    out.push([
      `notification ${n.id}`,
      n.message,
      notificationTranslations.fr[n.id]?.message,
      notificationTranslations.ar[n.id]?.message,
    ]);
  return out;
}

describe('seed prose', () => {
  it('has a French and an Arabic version of every text, none of them the English one', () => {
    const problems = rows().flatMap(([id, en, fr, ar]) => [
      ...(!fr || fr === en || !french.test(fr) ? [`${id}: no French`] : []),
      ...(!ar || !arabic.test(ar) ? [`${id}: no Arabic`] : []),
    ]);
    expect(problems).toEqual([]);
    expect(rows().length).toBeGreaterThan(100);
  });
});
