/** The FAQ in French (mocks/data/faq.ts holds the English and the shape). */
import type { FaqLanguage } from './faq';

export const faqFr: FaqLanguage = {
  categories: {
    payment: { title: 'Paiement', subtitle: 'Cartes, factures et facturation' },
    delivery: { title: 'Livraison', subtitle: 'Délais, frais et pays desservis' },
    returns: { title: 'Retours et remboursements', subtitle: 'Renvoyer un article' },
    orders: { title: 'Mes commandes', subtitle: 'Suivre, modifier ou annuler' },
    account: { title: 'Compte et confidentialité', subtitle: 'Connexion, mot de passe et données' },
  },
  questions: {
    'payment-methods': {
      question: 'Quels moyens de paiement acceptez-vous ?',
      answer:
        'Nous acceptons les cartes de crédit ou de débit Visa, Mastercard et American Express, PayPal, ainsi que le virement bancaire pour les comptes professionnels. Chaque paiement passe par une connexion chiffrée ; nous ne conservons jamais le numéro complet de votre carte.',
    },
    'payment-when-charged': {
      question: 'Quand ma carte est-elle débitée ?',
      answer:
        'Le montant est autorisé au moment de la commande et débité quand le colis quitte notre entrepôt. Si un article se révèle indisponible, l’autorisation correspondante est levée sous trois jours ouvrés.',
    },
    'payment-invoice': {
      question: 'Comment obtenir la facture de ma commande ?',
      answer:
        'La facture est jointe à l’e-mail de confirmation d’expédition. Vous pouvez aussi la télécharger à tout moment depuis Mes commandes : ouvrez la commande et choisissez Télécharger la facture. Les clients professionnels peuvent saisir un numéro de TVA lors du paiement.',
    },
    'payment-declined': {
      question: 'Pourquoi mon paiement a-t-il été refusé ?',
      answer:
        'La plupart des refus viennent de la banque émettrice : une adresse de facturation qui ne correspond pas, un plafond de dépenses journalier atteint ou une vérification 3-D Secure non terminée. Vérifiez ces informations auprès de votre banque et réessayez, ou choisissez un autre moyen de paiement.',
    },
    'delivery-international': {
      question: 'Livrez-vous à l’international ?',
      answer:
        'Oui, nous livrons dans 42 pays en Europe, en Amérique du Nord, au Moyen-Orient et en Asie-Pacifique. Les droits de douane et taxes sont affichés lors du paiement : vous n’avez rien de plus à régler à la réception du colis.',
    },
    'delivery-times': {
      question: 'Quel est le délai de livraison ?',
      answer:
        'La livraison standard prend de 3 à 5 jours ouvrés, la livraison express de 1 à 2. Les commandes passées avant 14 h un jour ouvré quittent l’entrepôt le jour même.',
    },
    'delivery-cost': {
      question: 'Combien coûte la livraison ?',
      answer:
        'La livraison standard est offerte dès 199 $ d’achat ; en dessous, elle coûte 9,99 $. La livraison express coûte 19,99 $, quel que soit le montant de la commande.',
    },
    'delivery-weekend': {
      question: 'Livrez-vous et répondez-vous le week-end ?',
      answer:
        'Nos transporteurs livrent du lundi au samedi. L’équipe d’assistance répond par chat et par e-mail sept jours sur sept, de 8 h à 20 h, heure d’Europe centrale.',
    },
    'returns-policy': {
      question: 'Quelle est votre politique de retour ?',
      answer:
        'Vous pouvez retourner tout article non utilisé, dans son emballage d’origine, sous 30 jours après la livraison. Lancez le retour depuis Mes commandes pour obtenir une étiquette prépayée ; le retour est gratuit pour les commandes livrées dans votre pays.',
    },
    'returns-refund-time': {
      question: 'Quand serai-je remboursé ?',
      answer:
        'Nous remboursons sous cinq jours ouvrés après réception du colis, sur le moyen de paiement utilisé. Votre banque peut mettre quelques jours de plus à faire apparaître la somme sur votre relevé.',
    },
    'returns-exchange': {
      question: 'Puis-je plutôt échanger un article ?',
      answer:
        'Oui. Choisissez Échanger en lançant le retour, puis la taille ou la couleur souhaitée. Nous expédions le nouvel article dès que le transporteur a scanné votre colis.',
    },
    'returns-damaged': {
      question: 'Mon article est arrivé endommagé. Que faire ?',
      answer:
        'Nous en sommes désolés. Envoyez-nous une photo de l’article et de son carton sous 14 jours après la livraison via Contacter l’assistance : nous vous envoyons un article de remplacement ou vous remboursons intégralement, et vous gardez l’article abîmé.',
    },
    'orders-track': {
      question: 'Comment suivre ma commande ?',
      answer:
        'Ouvrez Mes commandes et sélectionnez la commande : sa chronologie montre chaque étape, de la préparation à la livraison, avec le transporteur et un numéro de suivi à consulter sur le site du transporteur.',
    },
    'orders-change': {
      question: 'Puis-je changer l’adresse de livraison après avoir commandé ?',
      answer:
        'Tant que la commande est En attente ou En préparation, vous pouvez modifier l’adresse depuis la page de la commande. Une fois expédiée, demandez au transporteur de la réacheminer grâce au numéro de suivi.',
    },
    'orders-cancel': {
      question: 'Comment annuler une commande ?',
      answer:
        'Une commande peut être annulée depuis sa page tant qu’elle n’est pas expédiée. Si le bouton a disparu, le colis est en route : refusez la livraison ou retournez-le gratuitement sous 30 jours.',
    },
    'orders-missing': {
      question: 'Il manque une partie de ma commande.',
      answer:
        'Les grosses commandes partent parfois en plusieurs colis ; l’e-mail d’expédition les liste tous. Si le suivi indique que tout est livré et qu’il manque encore quelque chose, contactez-nous : nous nous en occupons le jour même.',
    },
    'account-reset-password': {
      question: 'Comment réinitialiser mon mot de passe ?',
      answer:
        'Choisissez Mot de passe oublié sur la page de connexion et saisissez votre e-mail. Nous envoyons un lien à usage unique, valable une heure ; suivez-le pour choisir un nouveau mot de passe d’au moins huit caractères.',
    },
    'account-privacy': {
      question: 'Comment utilisez-vous mes données personnelles ?',
      answer:
        'Uniquement pour traiter vos commandes, vous assister et, si vous l’acceptez, vous envoyer notre newsletter. Nous ne vendons jamais vos données. Notre politique de confidentialité liste chaque sous-traitant et la durée de conservation de chaque type de données.',
    },
    'account-delete': {
      question: 'Puis-je supprimer mon compte ?',
      answer:
        'Oui. Allez dans Paramètres du compte et choisissez Supprimer le compte. Nous effaçons votre profil aussitôt et ne gardons les factures que le temps exigé par la loi fiscale.',
    },
    'account-two-factor': {
      question: 'Puis-je protéger mon compte par une authentification à deux facteurs ?',
      answer:
        'Oui. Dans Paramètres du compte, activez la connexion en deux étapes et scannez le code avec une application d’authentification. Gardez en lieu sûr les codes de secours que nous vous affichons.',
    },
  },
};
