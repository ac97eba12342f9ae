/** The job openings' prose in French, by job id (mocks/data/jobs.ts holds the English). */
import { jobs, type JobLanguage, type JobLevel, type JobSeed } from './jobs';

const levels: Record<JobLevel, string> = {
  'Entry-level': 'débutant',
  Junior: 'junior',
  Intermediate: 'confirmé',
  Senior: 'senior',
};

/** By job id: the field of work as it reads in a sentence, and what the company does. */
const texts: Record<number, [field: string, about: string]> = {
  1: [
    'développement front-end',
    'Northwind Labs conçoit des outils de planification utilisés par douze mille équipes logistiques.',
  ],
  2: [
    'design produit',
    'Bluefin Studio conçoit des applications bancaires pour les coopératives de crédit de toute l’Amérique du Nord.',
  ],
  3: ['ingénierie back-end', 'Cobalt Systems fait tourner l’infrastructure de paiement de places de marché en ligne.'],
  4: ['analyse de données', 'Harbor Health gère un réseau de centres de santé de proximité en Nouvelle-Angleterre.'],
  5: [
    'développement mobile',
    'Kite & Key édite une application de voyage qui organise les trajets autour des correspondances ferroviaires.',
  ],
  6: ['DevOps', 'Stratus Cloud héberge les chaînes de traitement de données d’instituts de recherche.'],
  7: ['assurance qualité', 'Ledgerline développe des logiciels de comptabilité pour les petites entreprises.'],
  8: ['machine learning', 'Quanta Vision fabrique des caméras d’inspection pour les lignes de production.'],
  9: ['recherche UX', 'Meadow Learning publie des applications de lecture pour les écoles primaires.'],
  10: ['management d’équipes d’ingénierie', 'Orbit Freight coordonne le fret aérien de deux cents compagnies.'],
};

const responsibilities = [
  'Mener vos projets de la première esquisse jusqu’à la mise en production.',
  'Planifier le travail avec le produit et le design, par cycles de deux semaines.',
  'Relire le travail de vos collègues et maintenir la qualité grâce aux tests.',
  'Mesurer ce qui est livré et partager ce que disent les chiffres.',
  'Consigner les décisions par écrit, pour que la personne suivante les comprenne.',
];

const qualifications = (years: number) => [
  `Au moins ${years} ${years === 1 ? 'an' : 'ans'} d’expérience professionnelle dans un poste similaire.`,
  'Un anglais écrit clair : vous savez expliquer simplement les compromis.',
  'Une expérience du travail au sein d’une équipe distribuée.',
  'Un portfolio, un dépôt de code ou un article sur un travail qui vous tient à cœur.',
];

const benefits = [
  'Mutuelle santé, dentaire et optique dès le premier jour.',
  'Un budget formation de 2\u00a0000\u00a0$ par an.',
  'Vingt-cinq jours de congés payés, en plus des jours fériés.',
  'L’équipement de télétravail de votre choix.',
];

const proseOf = (job: JobSeed, [field, about]: [string, string]) => ({
  about,
  role: `Nous cherchons un profil ${levels[job.level]} en ${field} pour rejoindre ${job.companyName} et aider l’équipe à livrer un travail sur lequel ses clients comptent chaque jour.`,
  responsibilities,
  qualifications: qualifications(job.experience),
  benefits,
});

export const jobsFr: JobLanguage = Object.fromEntries(
  jobs.flatMap((job) => {
    const text = texts[job.id];
    return text ? [[job.id, proseOf(job, text)]] : [];
  }),
);
