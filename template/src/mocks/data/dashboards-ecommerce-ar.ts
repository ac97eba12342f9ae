/** The eCommerce dashboard's post, seeded comments and tasks in Arabic (dashboards-ecommerce.ts holds the English). */
import type { EcommerceLanguage } from './dashboards-ecommerce';

export const ecommerceAr: EcommerceLanguage = {
  post: 'أصبح كتالوج الخريف متاحًا: أربعون قطعة جديدة مصنوعة من مواد معاد تدويرها، تُشحن في تغليف خالٍ من البلاستيك.',
  comments: {
    c1: { text: 'أحببت التغليف الجديد. هل تخططون لمحطات إعادة التعبئة؟' },
    c2: { text: 'المصباح الأخضر في سلة مشترياتي بالفعل.' },
  },
  tasks: {
    k1: { title: 'تصميم شاشات الدفع في تطبيق الجوال' },
    k2: { title: 'مراجعة الحدود الجديدة لمعدل طلبات الواجهة البرمجية' },
    k3: { title: 'التحقق من النموذج الجديد للصفحة الرئيسية' },
  },
};
