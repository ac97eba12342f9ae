/**
 * The lesson clips: one per course category, each a titled diagram of one idea of that field, with
 * three captions in each language the app speaks. The words on screen are in English, the courses'
 * language; the captions carry them into French and Arabic. The app finds a clip by its category
 * (template/src/mocks/data/academy-videos.ts); keep the names in step.
 */
import { diagrams } from './diagrams.mjs';

/** Seconds; the captions' cue times below assume it. */
export const duration = 12;
/** When each of the three captions shows, in seconds. */
export const cueTimes = [
  [0.3, 2.6],
  [2.8, 7.2],
  [7.4, 11.8],
];

export const clips = [
  {
    name: 'design',
    category: 'Design',
    kicker: 'Design',
    title: 'Layout on a grid',
    captions: {
      en: [
        'Every screen starts on a grid.',
        'Twelve columns with even gutters give every block a place.',
        'Blocks snap to column edges, so the page reads as one.',
      ],
      fr: [
        'Chaque écran commence sur une grille.',
        'Douze colonnes aux gouttières égales donnent une place à chaque bloc.',
        "Les blocs s'alignent sur les colonnes : la page se lit d'un seul tenant.",
      ],
      ar: [
        'كل شاشة تبدأ على شبكة.',
        'اثنا عشر عمودًا بفواصل متساوية تمنح كل كتلة مكانها.',
        'تلتصق الكتل بحواف الأعمدة، فتُقرأ الصفحة ككلٍّ واحد.',
      ],
    },
  },
  {
    name: 'development',
    category: 'Development',
    kicker: 'Development',
    title: 'From code to components',
    captions: {
      en: [
        'Code describes what the screen should show.',
        'Each function returns a component, and components nest.',
        'The app is a tree: change one branch and the rest stays put.',
      ],
      fr: [
        "Le code décrit ce que l'écran doit afficher.",
        "Chaque fonction renvoie un composant, et les composants s'imbriquent.",
        "L'application est un arbre : changez une branche, le reste ne bouge pas.",
      ],
      ar: [
        'يصف الكود ما يجب أن تعرضه الشاشة.',
        'كل دالة تُرجع مكوّنًا، والمكوّنات تتداخل.',
        'التطبيق شجرة: غيّر فرعًا واحدًا ويبقى الباقي كما هو.',
      ],
    },
  },
  {
    name: 'security',
    category: 'Security',
    kicker: 'Security',
    title: 'Layers of defence',
    captions: {
      en: [
        'Protect what matters with more than one wall.',
        'Each ring checks a request: identity, network, then data.',
        'Bad requests stop at a ring; good ones reach the core.',
      ],
      fr: [
        "Protégez l'essentiel avec plus d'un rempart.",
        'Chaque anneau contrôle une requête : identité, réseau, puis données.',
        "Les requêtes suspectes s'arrêtent à un anneau ; les bonnes atteignent le cœur.",
      ],
      ar: [
        'احمِ ما يهمّ بأكثر من جدار واحد.',
        'كل حلقة تفحص الطلب: الهوية، ثم الشبكة، ثم البيانات.',
        'تتوقف الطلبات الضارة عند حلقة، وتصل السليمة إلى المركز.',
      ],
    },
  },
  {
    name: 'data',
    category: 'Data',
    kicker: 'Data',
    title: 'From rows to a chart',
    captions: {
      en: [
        'A table holds the facts, one row at a time.',
        'Turn each row into a bar and the differences stand out.',
        'A trend line tells the story the bars begin.',
      ],
      fr: [
        'Un tableau contient les faits, ligne par ligne.',
        'Transformez chaque ligne en barre : les écarts sautent aux yeux.',
        "Une ligne de tendance raconte l'histoire que les barres esquissent.",
      ],
      ar: [
        'يحمل الجدول الحقائق، صفًّا بعد صف.',
        'حوّل كل صف إلى عمود فتظهر الفروق بوضوح.',
        'يروي خط الاتجاه القصة التي تبدأها الأعمدة.',
      ],
    },
  },
  {
    name: 'business',
    category: 'Business',
    kicker: 'Business',
    title: 'Plan, price, deliver',
    captions: {
      en: [
        'Every project follows three steps.',
        'Plan the work, then price it before you start.',
        'Deliver what you agreed, and get paid on time.',
      ],
      fr: [
        'Tout projet suit trois étapes.',
        'Planifiez le travail, puis chiffrez-le avant de commencer.',
        'Livrez ce qui était convenu, et soyez payé à temps.',
      ],
      ar: [
        'يمرّ كل مشروع بثلاث خطوات.',
        'خطّط للعمل، ثم سعّره قبل أن تبدأ.',
        'سلّم ما اتُّفق عليه، واحصل على أجرك في موعده.',
      ],
    },
  },
  {
    name: 'marketing',
    category: 'Marketing',
    kicker: 'Marketing',
    title: 'From reach to customers',
    captions: {
      en: [
        'A funnel shows where your audience goes.',
        'Many people see you; fewer visit, and fewer still get in touch.',
        'Measure each step to find where people drop off.',
      ],
      fr: [
        'Un entonnoir montre où va votre audience.',
        'Beaucoup vous voient ; moins visitent, et moins encore vous contactent.',
        'Mesurez chaque étape pour voir où les gens décrochent.',
      ],
      ar: [
        'يُظهر القمع إلى أين يذهب جمهورك.',
        'كثيرون يرونك، وأقل منهم يزورون، وأقل من ذلك يتواصلون معك.',
        'قِس كل خطوة لتعرف أين ينسحب الناس.',
      ],
    },
  },
].map((clip) => ({ ...clip, draw: diagrams[clip.category] }));

export const captionLanguages = ['en', 'fr', 'ar'];
