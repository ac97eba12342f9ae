/** The seed invoices' note and services in Arabic, by English name (invoices.ts holds the English). */
import type { InvoicesLanguage } from './invoices';

export const invoicesAr: InvoicesLanguage = {
  note: 'شكرًا لتعاملكم معنا. إذا احتجتم إلى تفاصيل ضريبة القيمة المضافة أو إلى ملاحظة إضافية على هذه الفاتورة، فأخبرونا بذلك.',
  services: {
    'Website redesign': { name: 'إعادة تصميم الموقع الإلكتروني', description: 'موقع تسويقي متجاوب بستة قوالب' },
    'Brand guidelines': { name: 'دليل الهوية البصرية', description: 'استخدام الشعار والألوان وسُلّم الخطوط' },
    'Hosting (12 months)': { name: 'الاستضافة (12 شهرًا)', description: 'استضافة مُدارة مع نسخ احتياطي يومي' },
    'Support retainer': { name: 'باقة الدعم', description: 'عشر ساعات من الدعم ذي الأولوية' },
    'UX audit': { name: 'تدقيق تجربة المستخدم', description: 'مراجعة استكشافية مع تقرير مرتّب حسب الأولوية' },
    'Mobile app prototype': { name: 'نموذج أولي لتطبيق الجوال', description: 'نموذج أولي قابل للنقر بمسارين للمستخدم' },
    'SEO review': { name: 'مراجعة تحسين محركات البحث', description: 'توصيات تقنية وأخرى لمحتوى الصفحات' },
    Copywriting: { name: 'كتابة المحتوى', description: 'صفحة هبوط وثلاث صفحات منتجات' },
  },
};
