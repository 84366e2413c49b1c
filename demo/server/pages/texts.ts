// The words of the demo pages: Spanish for diario, Catalan for diari.
import type { Lang } from '../sites';

export interface ShellTexts {
  title: string;
  intro: string;
}

export interface PageTexts {
  locale: string;
  skipLink: string;
  mainNav: string;
  nav: { front: string; news: string; opinion: string; blog: string; agenda: string; programmes: string; archive: string; search: string; login: string };
  footer: string;
  previewNotice: string;
  front: { title: string; latest: string; opinion: string; agenda: string; more: string; schedule: string; mostRead: string; mostReadTabs: { read: string; commented: string }; carousels: { slider: string; mini: string; vertical: string; carousel: string; fourColumns: string } };
  article: { gallery: string; by: string; published: string; imageCredit: string; related: string; tags: string; when: string; where: string; newsletterCta: string };
  account: {
    login: ShellTexts; forgot: ShellTexts; newPassword: ShellTexts; register: ShellTexts;
    profile: ShellTexts; saved: ShellTexts; authors: ShellTexts; newsletters: ShellTexts;
    forgotLink: string; registerLink: string; loginLink: string;
  };
  search: { opening: ShellTexts; results: ShellTexts; resultsFor: (text: string) => string };
  agenda: ShellTexts;
  archive: { all: ShellTexts; today: string; yesterday: string; range: (start: string, end: string) => string };
  programmes: ShellTexts & { sections: Array<{ name: string; url: string }> };
  listings: { news: ShellTexts; opinion: ShellTexts; blog: ShellTexts; authors: ShellTexts; newsletters: ShellTexts; events: ShellTexts };
  notFound: { title: string; text: string; back: string };
  legacyTheme: ShellTexts & { themeOn: string; themeOff: string; article: string; login: string; sample: string[] };
  gallery: {
    title: string; intro: string; previewOn: string; previewOff: string; turnOn: string; turnOff: string;
    attributes: string; none: string; invalid: string; html: string; jsonInvalid: string; stage: string;
    paywallVersion: string; paywallVersionTry: string;
  };
}

const es: PageTexts = {
  locale: 'es-ES',
  skipLink: 'Saltar al contenido',
  mainNav: 'Secciones',
  nav: { front: 'Portada', news: 'Noticias', opinion: 'Opinión', blog: 'Blogs', agenda: 'Agenda', programmes: 'Programas', archive: 'Hemeroteca', search: 'Buscar', login: 'Acceder' },
  footer: 'Periódico de demostración. Los contenidos son ficticios.',
  previewNotice: 'Modo vista previa (showroom): los anuncios y el muro de pago se muestran como marcadores.',
  front: { title: 'Portada', latest: 'Lo último', opinion: 'Opinión', agenda: 'Agenda', more: 'Más noticias', schedule: 'Programación de hoy', mostRead: 'Lo más', mostReadTabs: { read: 'Lo más leído', commented: 'Lo más comentado' }, carousels: { slider: 'En portada', mini: 'Más titulares', vertical: 'Vídeos', carousel: 'Fotos y pódcast', fourColumns: 'Firmas' } },
  article: { gallery: 'Fotogalería', by: 'Por', published: 'Publicado el', imageCredit: 'Imagen de archivo', related: 'Te puede interesar', tags: 'Temas', when: 'Cuándo', where: 'Dónde', newsletterCta: 'Recibe las noticias en tu correo con nuestros boletines.' },
  account: {
    login: { title: 'Accede a tu cuenta', intro: 'Inicia sesión con tu correo electrónico y tu contraseña.' },
    forgot: { title: 'Recupera tu contraseña', intro: 'Escribe tu correo electrónico y te enviaremos un enlace para crear una contraseña nueva.' },
    newPassword: { title: 'Crea una contraseña nueva', intro: 'Elige una contraseña de al menos 8 caracteres, con mayúsculas y minúsculas.' },
    register: { title: 'Crea tu cuenta', intro: 'Regístrate gratis para guardar noticias, seguir autores y recibir boletines.' },
    profile: { title: 'Mi perfil', intro: 'Consulta y edita los datos de tu cuenta.' },
    saved: { title: 'Contenidos guardados', intro: 'Las noticias que has guardado para leer más tarde.' },
    authors: { title: 'Autores que sigues', intro: 'Los autores que sigues, para no perderte sus artículos.' },
    newsletters: { title: 'Mis boletines', intro: 'Elige los boletines que quieres recibir.' },
    forgotLink: '¿Has olvidado tu contraseña?',
    registerLink: '¿No tienes cuenta? Regístrate',
    loginLink: 'Volver al acceso',
  },
  search: {
    opening: { title: 'Buscar', intro: 'Busca noticias, opinión, vídeos y eventos. Escribe al menos tres caracteres.' },
    results: { title: 'Resultados de búsqueda', intro: 'Filtra por tipo de contenido y por fecha.' },
    resultsFor: (text) => `Resultados para «${text}»`,
  },
  agenda: { title: 'Agenda', intro: 'Conciertos, exposiciones, ferias y actividades cerca de ti.' },
  archive: {
    all: { title: 'Hemeroteca', intro: 'Consulta las noticias publicadas en cualquier fecha.' },
    today: 'Hemeroteca: hoy',
    yesterday: 'Hemeroteca: ayer',
    range: (start, end) => `Hemeroteca del ${start} al ${end}`,
  },
  programmes: {
    title: 'Programas',
    intro: 'Todos nuestros programas de radio y televisión, de la A a la Z.',
    sections: [{ name: 'Todos', url: '/programas/' }, { name: 'Televisión', url: '/programas/#television' }, { name: 'Radio', url: '/programas/#radio' }, { name: 'Pódcast', url: '/programas/#podcast' }, { name: 'Parrilla', url: '/#front-schedule' }],
  },
  listings: {
    news: { title: 'Noticias', intro: 'Toda la actualidad, de la más reciente a la más antigua.' },
    opinion: { title: 'Opinión', intro: 'Columnas y tribunas de nuestros colaboradores.' },
    blog: { title: 'Blogs', intro: 'Cuadernos, paseos y recetas de nuestros blogueros.' },
    authors: { title: 'Autores', intro: 'Las firmas de la redacción y los colaboradores.' },
    newsletters: { title: 'Archivo de boletines', intro: 'Nuestros boletines y sus últimas ediciones.' },
    events: { title: 'Eventos', intro: 'Los próximos eventos de la agenda.' },
  },
  legacyTheme: {
    title: 'Widgets bajo un tema heredado',
    intro: 'Los widgets del artículo y del acceso dentro de #content, bajo una hoja de estilos antigua de CMS con reglas globales e !important.',
    themeOn: 'Con el tema heredado',
    themeOff: 'Sin el tema heredado',
    article: 'Widgets del artículo',
    login: 'Widgets del acceso',
    sample: ['Texto de la página, que el tema sí puede cambiar.', 'Otro elemento de lista de la página.'],
  },
  notFound: { title: 'Página no encontrada', text: 'La página que buscas no existe o ha cambiado de dirección.', back: 'Volver a la portada' },
  gallery: {
    title: 'Galería de widgets',
    intro: 'Cada widget registrado, con sus atributos de ejemplo. Cambia un atributo y el widget se actualiza; deja el campo vacío para quitarlo.',
    previewOn: 'Vista previa (showroom) activada.',
    previewOff: 'Vista previa (showroom) desactivada.',
    turnOn: 'Activar la vista previa',
    turnOff: 'Desactivar la vista previa',
    paywallVersion: 'Versión de prueba del muro de pago',
    paywallVersionTry: 'Probar esta versión',
    attributes: 'Atributos',
    none: 'Todavía no hay widgets registrados.',
    invalid: 'Este widget.json no es válido',
    html: 'Código HTML',
    jsonInvalid: 'JSON no válido: el atributo no se ha cambiado.',
    stage: 'Ejemplo',
  },
};

const ca: PageTexts = {
  locale: 'ca-ES',
  skipLink: 'Vés al contingut',
  mainNav: 'Seccions',
  nav: { front: 'Portada', news: 'Notícies', opinion: 'Opinió', blog: 'Blogs', agenda: 'Agenda', programmes: 'Programes', archive: 'Hemeroteca', search: 'Cerca', login: 'Accedeix' },
  footer: 'Diari de demostració. Els continguts són ficticis.',
  previewNotice: 'Mode previsualització (showroom): els anuncis i el mur de pagament es mostren com a marcadors.',
  front: { title: 'Portada', latest: 'El més recent', opinion: 'Opinió', agenda: 'Agenda', more: 'Més notícies', schedule: "Programació d'avui", mostRead: 'El més', mostReadTabs: { read: 'El més llegit', commented: 'El més comentat' }, carousels: { slider: 'A portada', mini: 'Més titulars', vertical: 'Vídeos', carousel: 'Fotos i pòdcasts', fourColumns: 'Firmes' } },
  article: { gallery: 'Fotogaleria', by: 'Per', published: 'Publicat el', imageCredit: 'Imatge d’arxiu', related: 'També et pot interessar', tags: 'Temes', when: 'Quan', where: 'On', newsletterCta: 'Rep les notícies al teu correu amb els nostres butlletins.' },
  account: {
    login: { title: 'Accedeix al teu compte', intro: 'Inicia la sessió amb el teu correu electrònic i la teva contrasenya.' },
    forgot: { title: 'Recupera la contrasenya', intro: 'Escriu el teu correu electrònic i t’enviarem un enllaç per crear una contrasenya nova.' },
    newPassword: { title: 'Crea una contrasenya nova', intro: 'Tria una contrasenya d’almenys 8 caràcters, amb majúscules i minúscules.' },
    register: { title: 'Crea el teu compte', intro: 'Registra’t gratis per desar notícies, seguir autors i rebre butlletins.' },
    profile: { title: 'El meu perfil', intro: 'Consulta i edita les dades del teu compte.' },
    saved: { title: 'Continguts desats', intro: 'Les notícies que has desat per llegir més tard.' },
    authors: { title: 'Autors que segueixes', intro: 'Els autors que segueixes, per no perdre’t els seus articles.' },
    newsletters: { title: 'Els meus butlletins', intro: 'Tria els butlletins que vols rebre.' },
    forgotLink: 'Has oblidat la contrasenya?',
    registerLink: 'No tens compte? Registra’t',
    loginLink: 'Torna a l’accés',
  },
  search: {
    opening: { title: 'Cerca', intro: 'Cerca notícies, opinió, vídeos i esdeveniments. Escriu almenys tres caràcters.' },
    results: { title: 'Resultats de la cerca', intro: 'Filtra per tipus de contingut i per data.' },
    resultsFor: (text) => `Resultats per a «${text}»`,
  },
  agenda: { title: 'Agenda', intro: 'Concerts, exposicions, fires i activitats a prop teu.' },
  archive: {
    all: { title: 'Hemeroteca', intro: 'Consulta les notícies publicades en qualsevol data.' },
    today: 'Hemeroteca: avui',
    yesterday: 'Hemeroteca: ahir',
    range: (start, end) => `Hemeroteca del ${start} al ${end}`,
  },
  programmes: {
    title: 'Programes',
    intro: 'Tots els nostres programes de ràdio i televisió, de l’A a la Z.',
    sections: [{ name: 'Tots', url: '/programas/' }, { name: 'Televisió', url: '/programas/#television' }, { name: 'Ràdio', url: '/programas/#radio' }, { name: 'Pòdcast', url: '/programas/#podcast' }, { name: 'Graella', url: '/#front-schedule' }],
  },
  listings: {
    news: { title: 'Notícies', intro: 'Tota l’actualitat, de la més recent a la més antiga.' },
    opinion: { title: 'Opinió', intro: 'Columnes i tribunes dels nostres col·laboradors.' },
    blog: { title: 'Blogs', intro: 'Quaderns, passejades i receptes dels nostres blocaires.' },
    authors: { title: 'Autors', intro: 'Les firmes de la redacció i els col·laboradors.' },
    newsletters: { title: 'Arxiu de butlletins', intro: 'Els nostres butlletins i les seves darreres edicions.' },
    events: { title: 'Esdeveniments', intro: 'Els propers esdeveniments de l’agenda.' },
  },
  legacyTheme: {
    title: 'Ginys sota un tema heretat',
    intro: 'Els ginys de l’article i de l’accés dins de #content, sota un full d’estils antic de CMS amb regles globals i !important.',
    themeOn: 'Amb el tema heretat',
    themeOff: 'Sense el tema heretat',
    article: 'Ginys de l’article',
    login: 'Ginys de l’accés',
    sample: ['Text de la pàgina, que el tema sí que pot canviar.', 'Un altre element de llista de la pàgina.'],
  },
  notFound: { title: 'Pàgina no trobada', text: 'La pàgina que cerques no existeix o ha canviat d’adreça.', back: 'Torna a la portada' },
  gallery: {
    title: 'Galeria de widgets',
    intro: 'Cada widget registrat, amb els seus atributs d’exemple. Canvia un atribut i el widget s’actualitza; deixa el camp buit per treure’l.',
    previewOn: 'Previsualització (showroom) activada.',
    previewOff: 'Previsualització (showroom) desactivada.',
    turnOn: 'Activa la previsualització',
    turnOff: 'Desactiva la previsualització',
    paywallVersion: 'Versió de prova del mur de pagament',
    paywallVersionTry: 'Prova aquesta versió',
    attributes: 'Atributs',
    none: 'Encara no hi ha widgets registrats.',
    invalid: 'Aquest widget.json no és vàlid',
    html: 'Codi HTML',
    jsonInvalid: 'JSON no vàlid: l’atribut no s’ha canviat.',
    stage: 'Exemple',
  },
};

export const PAGE_TEXTS: Readonly<Record<Lang, PageTexts>> = { es, ca };
