/** The directory's bios, spoken languages, skills and timeline in French (users.ts holds the English). */
import type { UsersLanguage } from './users';

export const usersFr: UsersLanguage = {
  bios: {
    1: {
      bio: 'Dirige le produit d’analyse de Lumen Labs : échange chaque semaine avec les clients et transforme ce qu’elle entend en feuilles de route que les ingénieurs prennent plaisir à construire.',
    },
    2: {
      bio: 'Suit les comptes du Midwest pour Northwind, surtout des épiceries indépendantes et des distributeurs régionaux.',
    },
    3: {
      bio: 'Conçoit des interfaces sereines et accessibles. Refond en ce moment le parcours de réservation d’Alta Viva pour qu’il se fasse d’une seule main sur téléphone.',
    },
    4: {
      bio: 'Garde les API de Kumo rapides et sans surprises. Jamais aussi heureux qu’avec un profileur ouvert et un flame graph à décortiquer.',
    },
    5: { bio: 'Construit les modèles financiers des missions de Cedar Point et apprend aux clients à les lire.' },
    6: { bio: 'A dirigé les opérations d’entrepôt des plateformes du nord ; en congé jusqu’au printemps.' },
    7: {
      bio: 'Raconte l’histoire d’Atelier Nord dans la presse, sur les réseaux sociaux et, de temps à autre, dans une boutique éphémère.',
    },
    8: {
      bio: 'Modélise la demande et l’attrition des clients de Lumen Labs ; écrit les notebooks que tout le monde copie.',
    },
    9: {
      bio: 'S’occupait du recrutement et de l’intégration chez Bergwerk ; le compte est suspendu le temps de son changement d’équipe.',
    },
    10: {
      bio: 'Développe le tableau de bord de Kumo en React et TypeScript ; très attentif au poids du bundle et aux personnes qui naviguent au clavier.',
    },
    11: {
      bio: 'Ouvre de nouveaux comptes dans la distribution sur la côte Ouest et veille à ce que les clients existants restent ravis.',
    },
    12: { bio: 'A mené les programmes de Cedar Point pour le secteur public ; en congé sabbatique cette année.' },
    13: {
      bio: 'Veille à ce que chaque client de Verdant Foods tire un vrai bénéfice du produit dès ses trente premiers jours.',
    },
    14: {
      bio: 'A automatisé la chaîne de déploiement de BrightPath ; le compte est désactivé depuis son départ pour une entreprise partenaire.',
    },
  },
  words: {
    English: 'anglais',
    French: 'français',
    Spanish: 'espagnol',
    Catalan: 'catalan',
    Japanese: 'japonais',
    Arabic: 'arabe',
    Italian: 'italien',
    German: 'allemand',
    Portuguese: 'portugais',
    Korean: 'coréen',
    Hindi: 'hindi',
    Malayalam: 'malayalam',
    Igbo: 'igbo',
    Roadmapping: 'Feuilles de route',
    'User research': 'Recherche utilisateur',
    Pricing: 'Tarification',
    Negotiation: 'Négociation',
    'CRM hygiene': 'Qualité des données CRM',
    Forecasting: 'Prévisions',
    'Interaction design': 'Design d’interaction',
    Accessibility: 'Accessibilité',
    Prototyping: 'Prototypage',
    Observability: 'Observabilité',
    'Distributed systems': 'Systèmes distribués',
    'Financial modelling': 'Modélisation financière',
    Valuation: 'Évaluation d’entreprise',
    'Lean operations': 'Production allégée',
    Scheduling: 'Planification',
    Safety: 'Sécurité au travail',
    'Brand strategy': 'Stratégie de marque',
    Copywriting: 'Rédaction publicitaire',
    Events: 'Événementiel',
    'Experiment design': 'Conception d’expériences',
    Recruiting: 'Recrutement',
    Onboarding: 'Intégration',
    'Labour law': 'Droit du travail',
    Performance: 'Optimisation des performances',
    Testing: 'Tests',
    'Account planning': 'Plans de compte',
    Presentations: 'Présentations',
    'Programme delivery': 'Pilotage de programmes',
    'Risk management': 'Gestion des risques',
    Stakeholders: 'Relations avec les parties prenantes',
    Renewals: 'Renouvellements',
    Workshops: 'Ateliers',
  },
  timeline: {
    milestone: (team) => `Jalon livré : ${team}`,
    ledWork: (skill) => `Pilotage du volet « ${skill} » prévu pour le trimestre, validé par l’équipe.`,
    review: 'Revue trimestrielle avec l’équipe de direction',
    presented: (team) => `Présentation des résultats de ${team} et des objectifs du trimestre suivant.`,
    joinedTeam: (team) => `Arrivée dans l’équipe ${team}`,
    teamSize: (people) =>
      people === 1 ? 'Seule personne de l’équipe.' : `L’équipe compte désormais ${people} personnes.`,
    joinedCompany: (company) => `Arrivée chez ${company}`,
    startedAs: (role) => `Premier poste : ${role}.`,
    inactive: 'Compte passé en inactif',
    paused: 'La connexion est suspendue ; le profil et son historique sont conservés.',
  },
};
