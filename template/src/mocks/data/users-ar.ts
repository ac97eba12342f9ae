/** The directory's bios, spoken languages, skills and timeline in Arabic (users.ts holds the English). */
import type { UsersLanguage } from './users';

const plural = new Intl.PluralRules('ar');

/** "n people", with the noun Arabic wants after that number. */
function people(n: number): string {
  const forms = { zero: `${n} شخص`, one: 'شخصًا واحدًا', two: 'شخصين', few: `${n} أشخاص`, many: `${n} شخصًا` };
  return forms[plural.select(n) as keyof typeof forms] ?? `${n} شخص`;
}

export const usersAr: UsersLanguage = {
  bios: {
    1: {
      bio: 'تقود منتج التحليلات في Lumen Labs: تتحدث مع العملاء كل أسبوع، وتحوّل ما تسمعه إلى خرائط طريق يستمتع المهندسون ببنائها.',
    },
    2: { bio: 'يتولى حسابات Northwind في الغرب الأوسط الأمريكي، ومعظمها متاجر بقالة مستقلة وموزعون إقليميون.' },
    3: {
      bio: 'تصمم واجهات هادئة وسهلة الاستخدام للجميع، وتعيد حاليًا بناء مسار الحجز في Alta Viva ليُنجز بيد واحدة على الهاتف.',
    },
    4: {
      bio: 'يحافظ على واجهات Kumo البرمجية سريعة وخالية من المفاجآت، ويكون في أسعد حالاته حين يفتح أداة تحليل الأداء ويقرأ مخطط اللهب.',
    },
    5: { bio: 'تبني النماذج المالية التي تقوم عليها مشاريع Cedar Point، وتعلّم العملاء كيف يقرؤونها.' },
    6: { bio: 'أدار عمليات المستودعات في المراكز الشمالية، وهو في إجازة حتى الربيع.' },
    7: { bio: 'تروي قصة Atelier Nord في المطبوعات ووسائل التواصل الاجتماعي، وفي متجر مؤقت بين حين وآخر.' },
    8: { bio: 'يبني نماذج الطلب وفقدان العملاء لدى عملاء Lumen Labs، ويكتب الدفاتر التحليلية التي ينسخها الجميع.' },
    9: {
      bio: 'كانت مسؤولة عن التوظيف وتهيئة الموظفين الجدد في Bergwerk، والحساب معلّق ريثما تنتقل إلى فريق آخر.',
    },
    10: {
      bio: 'يطوّر لوحة تحكم Kumo باستخدام React وTypeScript، ويهتم كثيرًا بحجم الحزمة وبمن يتنقلون بلوحة المفاتيح.',
    },
    11: { bio: 'تفتح حسابات جديدة لدى متاجر التجزئة على الساحل الغربي، وتحرص على أن يبقى العملاء الحاليون راضين.' },
    12: { bio: 'أنجز برامج Cedar Point للقطاع العام، وهو في إجازة تفرّغ هذا العام.' },
    13: { bio: 'تحرص على أن يجني كل عميل من عملاء Verdant Foods فائدة حقيقية خلال أيامه الثلاثين الأولى.' },
    14: { bio: 'أتمت مسار النشر في BrightPath، والحساب معطّل منذ انتقاله إلى شركة شريكة.' },
  },
  words: {
    English: 'الإنجليزية',
    French: 'الفرنسية',
    Spanish: 'الإسبانية',
    Catalan: 'الكتالونية',
    Japanese: 'اليابانية',
    Arabic: 'العربية',
    Italian: 'الإيطالية',
    German: 'الألمانية',
    Portuguese: 'البرتغالية',
    Korean: 'الكورية',
    Hindi: 'الهندية',
    Malayalam: 'المالايالامية',
    Igbo: 'الإيغبو',
    Roadmapping: 'إعداد خرائط الطريق',
    'User research': 'أبحاث المستخدمين',
    Pricing: 'التسعير',
    Negotiation: 'التفاوض',
    'CRM hygiene': 'جودة بيانات CRM',
    Forecasting: 'التنبؤ',
    'Interaction design': 'تصميم التفاعل',
    Accessibility: 'إمكانية الوصول',
    Prototyping: 'النماذج الأولية',
    Observability: 'قابلية المراقبة',
    'Distributed systems': 'الأنظمة الموزعة',
    'Financial modelling': 'النمذجة المالية',
    Valuation: 'تقييم الشركات',
    'Lean operations': 'العمليات الرشيقة',
    Scheduling: 'الجدولة',
    Safety: 'السلامة المهنية',
    'Brand strategy': 'استراتيجية العلامة التجارية',
    Copywriting: 'الكتابة الإعلانية',
    Events: 'تنظيم الفعاليات',
    'Experiment design': 'تصميم التجارب',
    Recruiting: 'التوظيف',
    Onboarding: 'التهيئة',
    'Labour law': 'قانون العمل',
    Performance: 'تحسين الأداء',
    Testing: 'الاختبارات',
    'Account planning': 'تخطيط الحسابات',
    Presentations: 'العروض التقديمية',
    'Programme delivery': 'تنفيذ البرامج',
    'Risk management': 'إدارة المخاطر',
    Stakeholders: 'إدارة أصحاب المصلحة',
    Renewals: 'التجديدات',
    Workshops: 'ورش العمل',
  },
  timeline: {
    milestone: (team) => `تسليم مرحلة في ${team}`,
    ledWork: (skill) => `قيادة العمل على «${skill}» المقرر لهذا الربع، وقد اعتمده الفريق.`,
    review: 'مراجعة فصلية مع فريق القيادة',
    presented: (team) => `عرض نتائج ${team} وأهداف الربع القادم.`,
    joinedTeam: (team) => `الانضمام إلى ${team}`,
    teamSize: (n) => `يضم الفريق الآن ${people(n)}.`,
    joinedCompany: (company) => `الانضمام إلى ${company}`,
    startedAs: (role) => `بداية العمل بمنصب ${role}.`,
    inactive: 'تحويل الحساب إلى غير نشط',
    paused: 'تسجيل الدخول معلّق، مع الاحتفاظ بالملف الشخصي وسجله.',
    active: 'تحويل الحساب إلى نشط',
    allowed: 'أصبح تسجيل الدخول مسموحًا من جديد.',
    pausedKept: 'تسجيل الدخول معلّق، مع الاحتفاظ بالملف الشخصي.',
    updated: 'تحديث بيانات الملف الشخصي',
    addedAs: (role) => `الإضافة بمنصب ${role}.`,
  },
};
