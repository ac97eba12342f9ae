/** Every seed text a screen shows as prose has a French and an Arabic version, and they are not English copies. */
import { courses } from './academy';
import { academyAr, lessonTitlesAr } from './academy-ar';
import { lessonsOf, outlines } from './academy-curriculum';
import { academyFr, lessonTitlesFr } from './academy-fr';
import { reviewPool, tutors } from './academy-people';
import { academyPeopleAr } from './academy-people-ar';
import { academyPeopleFr } from './academy-people-fr';
import { assignments, upcomingClasses } from './academy-schedule';
import { academyScheduleAr } from './academy-schedule-ar';
import { academyScheduleFr } from './academy-schedule-fr';
import { seedEvents } from '../handlers/calendar';
import { profileIn } from '../user-prose';
import { calendarAr } from './calendar-ar';
import { calendarFr } from './calendar-fr';
import { chatContacts, chatReplies, seedChatMessages } from './chat';
import { chatAr } from './chat-ar';
import { chatFr } from './chat-fr';
import { analyticsSeed } from './dashboards-analytics';
import { analyticsTasksAr } from './dashboards-analytics-ar';
import { analyticsTasksFr } from './dashboards-analytics-fr';
import { activities } from './dashboards-crm';
import { activitiesAr } from './dashboards-crm-ar';
import { activitiesFr } from './dashboards-crm-fr';
import { ecommerceSeed } from './dashboards-ecommerce';
import { ecommerceAr } from './dashboards-ecommerce-ar';
import { ecommerceFr } from './dashboards-ecommerce-fr';
import { seedMails } from './email';
import { emailAr } from './email-ar';
import { emailFr } from './email-fr';
import { faqCategories } from './faq';
import { faqAr } from './faq-ar';
import { faqFr } from './faq-fr';
import { articles, products } from './help-center';
import { helpCenterAr } from './help-center-ar';
import { helpCenterFr } from './help-center-fr';
import { seedKanban } from '../handlers/kanban';
import { invoices } from './invoices';
import { invoicesAr } from './invoices-ar';
import { invoicesFr } from './invoices-fr';
import { jobs } from './jobs';
import { jobsAr } from './jobs-ar';
import { jobsFr } from './jobs-fr';
import { kanbanAr } from './kanban-ar';
import { kanbanFr } from './kanban-fr';
import { notificationSeed, notificationTranslations } from './notifications';
import { products as catalogue } from './products';
import { productsAr } from './products-ar';
import { productsFr } from './products-fr';
import { menuItems } from './restaurant';
import { restaurantAr } from './restaurant-ar';
import { restaurantFr } from './restaurant-fr';
import { posts } from './social';
import { userProfiles, users } from './users';
import { usersAr } from './users-ar';
import { usersFr } from './users-fr';
import { timelineEn } from './users-timeline';
import { socialAr } from './social-ar';
import { socialFr } from './social-fr';

const arabic = /\p{Script=Arabic}/u;
const french = /[a-zàâçéèêëîïôûùüÿœæ’]/i;

type Row = [string, string, string | undefined, string | undefined];

/** One row per line of a list, and a row saying so when a language's list is not as long as the English. */
function listRows(id: string, en: string[], fr: string[] = [], ar: string[] = []): Row[] {
  const lengths: Row[] =
    fr.length === en.length && ar.length === en.length
      ? []
      : [[`${id}: ${fr.length}/${ar.length} of ${en.length}`, '', '', '']];
  return [...en.map((line, i): Row => [`${id} ${i + 1}`, line, fr[i], ar[i]]), ...lengths];
}

/** [id, English, French, Arabic] for every translated text. */
function rows(): Row[] {
  const out: Row[] = [];
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
    out.push(
      ...listRows(
        `course ${c.id} chapters`,
        outlines[c.id]?.chapters ?? [],
        academyFr[c.id]?.chapters,
        academyAr[c.id]?.chapters,
      ),
    );
  }
  const lessonTitles = new Set(courses.flatMap((c) => lessonsOf(c).flatMap((ch) => ch.lessons.map((l) => l.title))));
  for (const title of lessonTitles)
    out.push([`lesson "${title}"`, title, lessonTitlesFr[title]?.title, lessonTitlesAr[title]?.title]);
  for (const [name, t] of Object.entries(tutors))
    for (const key of ['title', 'bio'] as const)
      out.push([
        `tutor ${name} ${key}`,
        t[key],
        academyPeopleFr.tutors[name]?.[key],
        academyPeopleAr.tutors[name]?.[key],
      ]);
  reviewPool.forEach((r, i) =>
    out.push([`review ${i}`, r.text, academyPeopleFr.reviews[i]?.text, academyPeopleAr.reviews[i]?.text]),
  );
  for (const c of upcomingClasses)
    out.push([
      `class ${c.id}`,
      c.title,
      academyScheduleFr.classes[c.id]?.title,
      academyScheduleAr.classes[c.id]?.title,
    ]);
  for (const a of assignments) {
    const [fr, ar] = [academyScheduleFr.assignments[a.id], academyScheduleAr.assignments[a.id]];
    out.push([`assignment ${a.id}`, a.title, fr?.title, ar?.title]);
  }
  for (const m of seedMails())
    for (const key of ['subject', 'html'] as const)
      out.push([`mail ${m.id} ${key}`, m[key], emailFr[m.id]?.[key], emailAr[m.id]?.[key]]);
  for (const c of chatContacts)
    for (const key of ['role', 'about'] as const)
      out.push([`contact ${c.id} ${key}`, c[key], chatFr.contacts[c.id]?.[key], chatAr.contacts[c.id]?.[key]]);
  for (const m of seedChatMessages())
    out.push([`chat ${m.id}`, m.text, chatFr.messages[m.id]?.text, chatAr.messages[m.id]?.text]);
  out.push(...listRows('chat replies', chatReplies, chatFr.replies, chatAr.replies));
  for (const a of activities)
    out.push([`activity ${a.id}`, a.title, activitiesFr[a.id]?.title, activitiesAr[a.id]?.title]);
  for (const t of analyticsSeed.tasks)
    out.push([`analytics task ${t.id}`, t.title, analyticsTasksFr[t.id]?.title, analyticsTasksAr[t.id]?.title]);
  out.push(['shop post', ecommerceSeed.post.text, ecommerceFr.post, ecommerceAr.post]);
  for (const c of ecommerceSeed.comments)
    out.push([`shop comment ${c.id}`, c.text, ecommerceFr.comments[c.id]?.text, ecommerceAr.comments[c.id]?.text]);
  for (const t of ecommerceSeed.tasks)
    out.push([`shop task ${t.id}`, t.title, ecommerceFr.tasks[t.id]?.title, ecommerceAr.tasks[t.id]?.title]);
  for (const j of jobs) {
    const [fr, ar] = [jobsFr[j.id], jobsAr[j.id]];
    out.push([`job ${j.id} about`, j.about, fr?.about, ar?.about], [`job ${j.id} role`, j.role, fr?.role, ar?.role]);
    for (const key of ['responsibilities', 'qualifications', 'benefits'] as const)
      out.push(...listRows(`job ${j.id} ${key}`, j[key], fr?.[key], ar?.[key]));
  }
  for (const p of catalogue) {
    const [fr, ar] = [productsFr[p.uid], productsAr[p.uid]];
    out.push([`${p.uid} description`, p.description, fr?.description, ar?.description]);
    out.push(...listRows(`${p.uid} details`, p.details, fr?.details, ar?.details));
  }
  for (const m of menuItems) out.push([`menu ${m.id}`, m.desc, restaurantFr[m.id]?.desc, restaurantAr[m.id]?.desc]);
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
  for (const p of posts()) {
    out.push([`post ${p.id}`, p.text, socialFr.posts[p.id]?.text, socialAr.posts[p.id]?.text]);
    if (p.imageAlt)
      out.push([
        `post ${p.id} picture`,
        p.imageAlt,
        socialFr.pictures[p.id]?.imageAlt,
        socialAr.pictures[p.id]?.imageAlt,
      ]);
    // Chloé answers in French in every language.
    for (const c of p.comments.filter((c) => c.author.name !== 'Chloé Lefèvre'))
      out.push([`comment ${c.id}`, c.text, socialFr.comments[c.id]?.text, socialAr.comments[c.id]?.text]);
  }
  const board = seedKanban();
  for (const c of board.columns)
    out.push([`kanban ${c.id}`, c.title, kanbanFr.columns[c.id]?.title, kanbanAr.columns[c.id]?.title]);
  for (const c of board.cards) {
    out.push([`kanban ${c.id}`, c.title, kanbanFr.cards[c.id]?.title, kanbanAr.cards[c.id]?.title]);
    const [fr, ar] = [kanbanFr.descriptions[c.id], kanbanAr.descriptions[c.id]];
    if (c.description) out.push([`kanban ${c.id} description`, c.description, fr?.description, ar?.description]);
  }
  for (const e of seedEvents()) {
    out.push([`event ${e.id}`, e.title, calendarFr.titles[e.id]?.title, calendarAr.titles[e.id]?.title]);
    const [fr, ar] = [calendarFr.descriptions[e.id], calendarAr.descriptions[e.id]];
    const { description } = e.extendedProps;
    if (description) out.push([`event ${e.id} description`, description, fr?.description, ar?.description]);
  }
  // Tools keep their names in every language.
  const tools = new Set(['SQL', 'Figma', 'Go', 'PostgreSQL', 'Excel', 'Python', 'dbt', 'React', 'TypeScript']);
  for (const tool of ['Salesforce', 'Kubernetes', 'Terraform', 'CI/CD']) tools.add(tool);
  for (const key of ['active', 'allowed', 'pausedKept', 'updated'] as const)
    out.push([`timeline ${key}`, timelineEn[key], usersFr.timeline[key], usersAr.timeline[key]]);
  out.push(['timeline addedAs', timelineEn.addedAs('x'), usersFr.timeline.addedAs('x'), usersAr.timeline.addedAs('x')]);
  for (const { role } of users) out.push([`job title ${role}`, role, usersFr.roles[role], usersAr.roles[role]]);
  for (const p of userProfiles) {
    const [fr, ar] = [profileIn(p, 'fr'), profileIn(p, 'ar')];
    out.push([`user ${p.id} bio`, p.bio, fr.bio, ar.bio]);
    for (const key of ['languages', 'skills'] as const)
      p[key].forEach((name, i) => {
        if (!tools.has(name)) out.push([`user ${p.id} ${key} ${name}`, name, fr[key][i], ar[key][i]]);
      });
    p.activity.forEach((a, i) => {
      out.push([`${a.id} title`, a.title, fr.activity[i]?.title, ar.activity[i]?.title]);
      out.push([`${a.id} detail`, a.detail, fr.activity[i]?.detail, ar.activity[i]?.detail]);
    });
  }
  out.push(['invoice note', invoices[0]!.note, invoicesFr.note, invoicesAr.note]);
  const services = new Map(invoices.flatMap((i) => i.products.map((p) => [p.name, p.description])));
  for (const [name, description] of services) {
    const [fr, ar] = [invoicesFr.services[name], invoicesAr.services[name]];
    out.push([`service ${name}`, name, fr?.name, ar?.name]);
    out.push([`service ${name} description`, description, fr?.description, ar?.description]);
  }
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

  it('names job titles in the timelines in the reader’s language', () => {
    for (const user of users) {
      const profile = userProfiles.find((p) => p.id === user.id)!;
      const joined = (locale: 'fr' | 'ar') => profileIn(profile, locale).activity.find((a) => a.kind === 'joined');
      expect(joined('fr')?.detail).toBe(usersFr.timeline.startedAs(usersFr.roles[user.role]!));
      expect(joined('ar')?.detail).toBe(usersAr.timeline.startedAs(usersAr.roles[user.role]!));
    }
  });
});
