/** The seeded messages' subjects and bodies in French, by message id (mocks/data/email.ts holds the English). */
import type { MailLanguage } from './email';

export const emailFr: MailLanguage = {
  1: {
    subject: 'Revue de design du T4',
    html: '<p>Bonjour John,</p><p>Les maquettes du T4 sont prêtes à être relues. Je me suis concentrée sur le parcours d’accueil et les nouveaux écrans de facturation. Pourrais-tu y jeter un œil avant jeudi ?</p><p>Merci,<br>Emma</p>',
  },
  2: {
    subject: 'Re: Revue de design du T4',
    html: '<p>Bonjour Emma,</p><p>Très beau travail. Deux remarques : le choix de l’offre doit mieux mettre en avant l’option <strong>annuelle</strong>, et l’écran des factures vides gagnerait à avoir une illustration.</p><p>John</p>',
  },
  3: {
    subject: 'Re: Revue de design du T4',
    html: '<p>C’est fait ! J’ai mis à jour les deux écrans et ajouté l’illustration. Le nouvel export est en pièce jointe.</p><ul><li>Bascule annuelle avec l’économie affichée</li><li>État vide illustré</li></ul><p>Emma</p>',
  },
  4: {
    subject: 'Renouvellement du contrat pour 2027',
    html: '<p>Cher John,</p><p>Vous trouverez ci-joint le projet de renouvellement. Le principal changement porte sur le plafond de responsabilité, à l’article 7.</p><p>Bien cordialement,<br>Mateo García</p>',
  },
  5: {
    subject: 'Re: Renouvellement du contrat pour 2027',
    html: '<p>Bonjour Mateo,</p><p>Merci. Pouvons-nous garder le plafond à douze mois d’honoraires, comme dans le contrat actuel ?</p><p>Bien à vous,<br>John</p>',
  },
  6: {
    subject: 'Re: Renouvellement du contrat pour 2027',
    html: '<p>John,</p><p>L’autre partie accepte les douze mois. Je vous envoie la version définitive à signer lundi.</p><p>Mateo</p>',
  },
  7: {
    subject: 'Check-list du lancement',
    html: '<p>Salut John,</p><p>Voici la check-list du lancement du nouveau tableau de bord. J’ai signalé les points qui n’ont pas encore de responsable.</p><ol><li>Page de statut</li><li>Notes de version</li><li>Réponses types du support</li></ol>',
  },
  8: {
    subject: 'Re: Check-list du lancement',
    html: '<p>Je prends les notes de version. Liam s’est proposé pour la page de statut.</p>',
  },
  9: {
    subject: 'Dîner vendredi ?',
    html: '<p>Salut John !</p><p>Tu es libre pour dîner vendredi ? Un nouveau restaurant portugais vient d’ouvrir près de la rivière.</p><p>Sofia</p>',
  },
  10: {
    subject: 'Re: Dîner vendredi ?',
    html: '<p>Avec plaisir. 20 h, ça me va, je réserve une table.</p>',
  },
  11: {
    subject: 'Migration des serveurs ce week-end',
    html: '<p>Pour info : nous migrons le cluster de bases de données samedi, de 02:00 à 04:00 UTC. Prévoyez une courte période en lecture seule.</p>',
  },
  12: {
    subject: '[tessera] Pull request #482 fusionnée',
    html: '<p>Votre pull request <strong>Faster list rendering</strong> a été fusionnée dans <code>main</code>.</p>',
  },
  13: {
    subject: 'Votre facture de novembre',
    html: '<p>Votre facture de <strong>248,00 $</strong> est disponible. Elle sera débitée sur la carte se terminant par 4242.</p>',
  },
  14: {
    subject: 'Programme de l’atelier',
    html: '<p>Bonjour John,</p><p>J’ai préparé le programme de l’atelier de la semaine prochaine : les objectifs le matin, la feuille de route l’après-midi. Tu ajouterais quelque chose ?</p><p>Aisha</p>',
  },
  15: {
    subject: 'Les photos du séminaire',
    html: '<p>Bonjour John,</p><p>Voici les meilleures photos du séminaire à Lyon. La photo d’équipe est vraiment réussie !</p>',
  },
  16: {
    subject: 'Proposition de partenariat',
    html: '<p>Cher John,</p><p>Kontor aimerait revendre Tessera en Allemagne, en Autriche et en Suisse. Pourrions-nous prévoir un appel la semaine prochaine ?</p><p>Cordialement,<br>Hannah Schmidt</p>',
  },
  17: {
    subject: 'Livraison retardée',
    html: '<p>Bonjour John,</p><p>La livraison du matériel a deux jours de retard à cause d’un contrôle en douane. Nouvelle date de livraison : mercredi.</p>',
  },
  18: {
    subject: 'Chiffres du trimestre',
    html: '<p>Bonjour John,</p><p>Le chiffre d’affaires a progressé de 18 % ce trimestre et l’attrition est descendue à 2,1 %. Le rapport complet est en pièce jointe.</p>',
  },
  19: {
    subject: 'Bienvenue sur Tessera',
    html: '<p>Merci d’avoir choisi Tessera ! Commencez par la <a href="https://tessera.dev/docs">documentation</a> pour mettre en place vos premiers écrans.</p>',
  },
  20: {
    subject: 'Budget validé',
    html: '<p>John, le budget des nouveaux recrutements est validé. Les RH contacteront les candidats cette semaine.</p>',
  },
  21: {
    subject: '[tessera] Nouveau ticket : calendrier en RTL',
    html: '<p>Un nouveau ticket a été ouvert : <em>la vue semaine du calendrier n’est pas inversée en arabe.</em></p>',
  },
  22: {
    subject: 'Une idée de lecture',
    html: '<p>Il faut absolument que tu lises <em>L’Arbre-monde</em>. Je viens de le finir et je n’arrête pas d’y penser.</p>',
  },
  23: {
    subject: 'Planning d’astreinte',
    html: '<p>J’ai publié le planning d’astreinte de décembre. Tu es de garde la semaine du 14.</p>',
  },
  24: {
    subject: 'Retours sur les entretiens',
    html: '<p>Les deux candidats étaient solides. Je recruterais Maya pour le poste de designer ; mes notes sont en pièce jointe.</p>',
  },
  25: {
    subject: 'Limites de débit de l’API',
    html: '<p>Nous avons atteint la limite de débit deux fois hier. Je propose de la relever à 600 requêtes par minute pour les offres payantes.</p>',
  },
  26: {
    subject: 'Paiement reçu',
    html: '<p>Nous avons bien reçu votre paiement de <strong>248,00 $</strong>. Merci !</p>',
  },
  27: {
    subject: 'Plan de recrutement',
    html: '<p>Bonjour Noah,</p><p>Voici en pièce jointe le plan de recrutement du T1 : deux ingénieurs et un designer.</p>',
  },
  28: {
    subject: 'Re: Proposition de partenariat',
    html: '<p>Bonjour Hannah, volontiers. Mardi à 10:00 CET, cela vous convient-il ?</p>',
  },
  29: {
    subject: 'Diapositives du conseil d’administration',
    html: '<p>Priya, pourrais-tu ajouter le graphique d’attrition à la diapositive 6 ? Merci !</p>',
  },
  30: {
    subject: 'Idées pour le séminaire d’équipe',
    html: '<p>Quelques idées pour le séminaire de printemps :</p><ul><li>Lisbonne</li><li>Cracovie</li></ul>',
  },
  31: {
    subject: 'Re: Programme de l’atelier',
    html: '<p>Bonjour Aisha, le programme me convient. J’ajouterais</p>',
  },
  32: {
    subject: 'Vous avez gagné un iPhone !!!',
    html: '<p>Cliquez vite pour réclamer votre cadeau avant qu’il n’expire !</p>',
  },
  33: {
    subject: 'Doublez vos cryptos dès aujourd’hui',
    html: '<p>Rendement garanti !</p><img src="x" onerror="window.__emailXss = \'onerror\'"><script>window.__emailXss = \'script\'</script><p>Répondez avec la clé de votre portefeuille.</p>',
  },
  34: {
    subject: 'Dernier avis : récompense non réclamée',
    html: '<p>Votre récompense vous attend. Confirmez vos coordonnées bancaires.</p>',
  },
  35: {
    subject: '[tessera] Résumé de la semaine',
    html: '<p>12 pull requests fusionnées et 4 tickets fermés cette semaine.</p>',
  },
  36: {
    subject: 'Votre carte expire bientôt',
    html: '<p>Merci de mettre à jour la carte se terminant par 1881.</p>',
  },
  37: {
    subject: 'Ancienne adresse de livraison',
    html: '<p>Merci d’utiliser désormais la nouvelle adresse de l’entrepôt.</p>',
  },
};
