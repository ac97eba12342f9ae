/** The eCommerce dashboard's post, seeded comments and tasks in French (dashboards-ecommerce.ts holds the English). */
import type { EcommerceLanguage } from './dashboards-ecommerce';

export const ecommerceFr: EcommerceLanguage = {
  post: 'Notre catalogue d’automne est en ligne : quarante nouvelles pièces en matériaux recyclés, expédiées dans des emballages sans plastique.',
  comments: {
    c1: { text: 'J’adore le nouvel emballage. Des stations de recharge sont-elles prévues ?' },
    c2: { text: 'La lampe verte est déjà dans mon panier.' },
  },
  tasks: {
    k1: { title: 'Concevoir les écrans de paiement de l’application mobile' },
    k2: { title: 'Revoir les nouvelles limites de débit de l’API' },
    k3: { title: 'Vérifier la nouvelle maquette de la page d’accueil' },
  },
};
