/** The tutors' titles and bios and the learners' reviews in French (mocks/data/academy-people.ts holds the English). */
import type { PeopleLanguage } from './academy-people';

export const academyPeopleFr: PeopleLanguage = {
  tutors: {
    'Ozzy Osbourne': {
      title: 'Responsable du design, département Design',
      bio: 'Ozzy dirige des équipes de design produit depuis quinze ans et dessine toujours chaque écran sur papier avant tout.',
    },
    'Lena Fischer': {
      title: 'Ingénieure sécurité et testeuse d’intrusion',
      bio: 'Lena mène des audits de sécurité pour des banques et des hôpitaux, et enseigne la défense face à chaque attaque qu’elle montre.',
    },
    'Daniel Osei': {
      title: 'Ingénieur logiciel et enseignant',
      bio: 'Daniel a enseigné l’informatique au lycée avant d’écrire des outils de données utilisés par des laboratoires de recherche.',
    },
    'Priya Menon': {
      title: 'Ingénieure front-end principale',
      bio: 'Priya conçoit des design systems et des outils pour développeurs, et maintient deux bibliothèques React open source.',
    },
    'Nancy Sinatra': {
      title: 'Designer produit',
      bio: 'Venue de l’imprimé, Nancy est passée au design produit et aide aujourd’hui les équipes à créer leurs premières bibliothèques Figma partagées.',
    },
    'Marco Bellini': {
      title: 'Analyste de données principal',
      bio: 'Chaque jour, Marco répond en SQL à des questions sur les ventes et la logistique, et il enseigne ce dont il se sert vraiment.',
    },
    'Aisha Karim': {
      title: 'Consultante et ancienne fondatrice d’agence',
      bio: 'Aisha a été freelance pendant huit ans, puis a monté et revendu un studio de douze personnes. Elle accompagne de nouveaux managers.',
    },
    'Tom Whitaker': {
      title: 'Stratège de contenu',
      bio: 'Tom a planifié les contenus d’éditeurs de logiciels et d’associations, et mesure tout ce qu’il publie.',
    },
    'Sofia Lindgren': {
      title: 'Designer en visualisation de données',
      bio: 'Sofia conçoit des graphiques pour des rédactions et des organismes publics, avec un souci constant de clarté et d’accessibilité.',
    },
  },
  reviews: {
    0: { text: 'Clair, bien rythmé et plein d’exemples que j’ai pu réutiliser au travail dès le lendemain.' },
    1: { text: 'Excellent contenu. Quelques leçons traînent en longueur, mais les exercices compensent largement.' },
    2: { text: 'Le meilleur cours que j’aie suivi sur le sujet. Le projet final fait le lien entre tout.' },
    3: { text: 'Des explications solides. J’aurais aimé un contenu plus avancé dans le dernier chapitre.' },
    4: { text: 'Le formateur répond vite aux questions et les notes de cours sont excellentes.' },
    5: { text: 'De bonnes bases, mais j’en connaissais déjà l’essentiel. Plutôt pour les grands débutants.' },
    6: { text: 'Concret dès la première leçon. Je l’ai terminé en deux week-ends.' },
    7: { text: 'Bien structuré, et les quiz vérifient vraiment qu’on a compris.' },
  },
};
