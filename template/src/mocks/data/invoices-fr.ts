/** The seed invoices' note and services in French, by English name (invoices.ts holds the English). */
import type { InvoicesLanguage } from './invoices';

export const invoicesFr: InvoicesLanguage = {
  note: 'Merci de votre confiance. Si vous avez besoin du détail de la TVA ou d’une mention supplémentaire sur cette facture, il suffit de nous le dire.',
  services: {
    'Website redesign': { name: 'Refonte du site web', description: 'Site vitrine adaptatif, six gabarits' },
    'Brand guidelines': { name: 'Charte graphique', description: 'Usage du logo, couleurs et échelle typographique' },
    'Hosting (12 months)': {
      name: 'Hébergement (12 mois)',
      description: 'Hébergement géré avec sauvegardes quotidiennes',
    },
    'Support retainer': { name: 'Forfait d’assistance', description: 'Dix heures d’assistance prioritaire' },
    'UX audit': { name: 'Audit UX', description: 'Évaluation heuristique avec rapport hiérarchisé' },
    'Mobile app prototype': {
      name: 'Prototype d’application mobile',
      description: 'Prototype cliquable, deux parcours utilisateur',
    },
    'SEO review': { name: 'Audit SEO', description: 'Recommandations techniques et éditoriales' },
    Copywriting: { name: 'Rédaction', description: 'Page d’atterrissage et trois fiches produit' },
  },
};
