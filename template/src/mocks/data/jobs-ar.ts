/** The job openings' prose in Arabic, by job id (mocks/data/jobs.ts holds the English). */
import { jobs, type JobLanguage, type JobLevel, type JobSeed } from './jobs';

/** Who the opening is for, by level, as it reads after "نبحث عن". */
const profiles: Record<JobLevel, string> = {
  'Entry-level': 'متخصص مبتدئ',
  Junior: 'متخصص ذي خبرة أولى',
  Intermediate: 'متخصص متوسط الخبرة',
  Senior: 'خبير',
};

/** By job id: the field of work as it reads in a sentence, and what the company does. */
const texts: Record<number, [field: string, about: string]> = {
  1: ['تطوير الواجهات الأمامية', 'تطوّر Northwind Labs أدوات تخطيط يستخدمها اثنا عشر ألف فريق لوجستي.'],
  2: ['تصميم المنتجات', 'تصمّم Bluefin Studio تطبيقات مصرفية لاتحادات الائتمان في أنحاء أمريكا الشمالية.'],
  3: ['هندسة الأنظمة الخلفية', 'تدير Cobalt Systems البنية التحتية للدفع في الأسواق الإلكترونية.'],
  4: ['تحليل البيانات', 'تدير Harbor Health شبكة من العيادات المجتمعية في منطقة نيو إنجلاند.'],
  5: ['تطوير تطبيقات الجوال', 'تصنع Kite & Key تطبيق سفر يخطط الرحلات حول مواعيد القطارات.'],
  6: ['هندسة DevOps', 'تستضيف Stratus Cloud مسارات معالجة البيانات لمعاهد البحث العلمي.'],
  7: ['ضمان الجودة', 'تطوّر Ledgerline برامج محاسبة للشركات الصغيرة.'],
  8: ['تعلّم الآلة', 'تصنع Quanta Vision كاميرات فحص لخطوط الإنتاج في المصانع.'],
  9: ['أبحاث تجربة المستخدم', 'تنشر Meadow Learning تطبيقات قراءة موجّهة إلى المدارس الابتدائية.'],
  10: ['إدارة الفرق الهندسية', 'تنسّق Orbit Freight الشحن الجوي لمئتي شركة طيران.'],
};

const responsibilities = [
  'قيادة مشاريعك من المسودة الأولى حتى الإطلاق.',
  'تخطيط العمل مع فريقي المنتج والتصميم في دورات مدتها أسبوعان.',
  'مراجعة عمل زملائك والحفاظ على الجودة من خلال الاختبارات.',
  'قياس ما يُطلق ومشاركة ما تقوله الأرقام.',
  'توثيق القرارات كتابةً ليفهمها من يأتي بعدك.',
];

/** "At least N years", with the noun in the form Arabic gives each count. */
function years(n: number): string {
  if (n === 1) return 'سنة واحدة';
  if (n === 2) return 'سنتين';
  return n <= 10 ? `${n} سنوات` : `${n} سنة`;
}

const qualifications = (experience: number) => [
  `خبرة مهنية لا تقل عن ${years(experience)} في منصب مماثل.`,
  'إتقان الكتابة بالإنجليزية، مع القدرة على شرح المفاضلات بوضوح.',
  'خبرة في العمل ضمن فريق موزّع.',
  'ملف أعمال أو مستودع برمجي أو مقال عن عمل تفخر به.',
];

const benefits = [
  'تأمين صحي يشمل الأسنان والنظر من اليوم الأول.',
  'ميزانية سنوية للتعلّم قدرها 2000 دولار.',
  'خمسة وعشرون يوم إجازة مدفوعة الأجر إضافةً إلى العطل الرسمية.',
  'معدات المكتب المنزلي التي تختارها.',
];

const proseOf = (job: JobSeed, [field, about]: [string, string]) => ({
  about,
  role: `نبحث عن ${profiles[job.level]} في ${field} للانضمام إلى ${job.companyName} ومساعدة الفريق على تقديم عمل يعتمد عليه العملاء كل يوم.`,
  responsibilities,
  qualifications: qualifications(job.experience),
  benefits,
});

export const jobsAr: JobLanguage = Object.fromEntries(
  jobs.flatMap((job) => {
    const text = texts[job.id];
    return text ? [[job.id, proseOf(job, text)]] : [];
  }),
);
