// What the participation calls keep between requests: the seeded user-content calls (8001 open,
// 8002 closed) and digital interview (8101), uploaded files, participations, questions and their
// send times (for the question limit), and contact messages. `clear()` goes back to the seed.
import type { UgcButton } from '../../../src/api/ugc';
import type { Lang } from '../sites';

export interface DemoUgcCall {
  id: string;
  closed: boolean;
  texts: Record<Lang, { title: string; description: string; closedText: string; buttons: UgcButton[] }>;
}

export interface DemoQuestion {
  id: string;
  interviewId: string;
  userId: string;
  author: string;
  question: string;
  /** HTML; empty until the guest answers. */
  answer: string;
  sentAtMs: number;
}

export interface DemoInterview {
  id: string;
  /** Closed interviews refuse questions (409 INTERVIEW_CLOSED). */
  closed: boolean;
  texts: Record<Lang, { title: string; intro: string; opening: string; goodbye: string }>;
}

export interface DemoUploadedFile {
  fileId: string;
  callId: string;
  userId: string;
  name: string;
  kind: 'image' | 'video';
  sizeBytes: number;
}

export interface DemoParticipation {
  id: string;
  callId: string;
  userId: string;
  title: string;
  text: string;
  fileId: string | null;
}

export interface DemoContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  site: string;
}

const CALLS: readonly DemoUgcCall[] = [
  {
    id: '8001',
    closed: false,
    texts: {
      es: {
        title: 'Envíanos tus fotos de las fiestas de tu barrio',
        description: '<p>Comparte con nosotros cómo vives las fiestas: una foto o un vídeo y unas líneas. <strong>Publicaremos una selección</strong> en la web.</p>',
        closedText: '',
        buttons: [],
      },
      ca: {
        title: 'Envia’ns les teves fotos de les festes del barri',
        description: '<p>Comparteix amb nosaltres com vius les festes: una foto o un vídeo i unes línies. <strong>Publicarem una selecció</strong> al web.</p>',
        closedText: '',
        buttons: [],
      },
    },
  },
  {
    id: '8002',
    closed: true,
    texts: {
      es: {
        title: 'Cuéntanos tu primer día de colegio',
        description: '<p>Recogimos vuestros recuerdos del primer día de colegio.</p>',
        closedText: '<p>Esta convocatoria se cerró el 15 de septiembre. <strong>Gracias a todos los que participasteis.</strong></p>',
        buttons: [
          { text: 'Ver las participaciones', url: '/noticias/' },
          { text: 'Participa en la convocatoria abierta', url: '/participa/8001' },
        ],
      },
      ca: {
        title: 'Explica’ns el teu primer dia d’escola',
        description: '<p>Vam recollir els vostres records del primer dia d’escola.</p>',
        closedText: '<p>Aquesta convocatòria es va tancar el 15 de setembre. <strong>Gràcies a tots els que hi vau participar.</strong></p>',
        buttons: [
          { text: 'Mira les participacions', url: '/noticias/' },
          { text: 'Participa a la convocatòria oberta', url: '/participa/8001' },
        ],
      },
    },
  },
];

const INTERVIEWS: readonly DemoInterview[] = [
  {
    id: '8101',
    closed: false,
    texts: {
      es: {
        title: 'Entrevista digital con la directora del Festival de Cine',
        intro: '<p>La directora del Festival de Cine responde a las preguntas de los lectores sobre la próxima edición.</p>',
        opening: '<p>Buenas tardes a todos. Gracias por vuestras preguntas: vamos con ellas.</p>',
        goodbye: '<p>Ha sido un placer. Nos vemos en las salas.</p>',
      },
      ca: {
        title: 'Entrevista digital amb la directora del Festival de Cinema',
        intro: '<p>La directora del Festival de Cinema respon les preguntes dels lectors sobre la propera edició.</p>',
        opening: '<p>Bona tarda a tothom. Gràcies per les vostres preguntes: som-hi.</p>',
        goodbye: '<p>Ha estat un plaer. Ens veiem a les sales.</p>',
      },
    },
  },
];

const SEEDED_QUESTIONS: Record<Lang, Array<{ author: string; question: string; answer: string }>> = {
  es: [
    { author: 'marta_v', question: '¿Cuántas películas se proyectarán este año?', answer: '<p>Serán <strong>142</strong> títulos, 30 de ellos estrenos.</p>' },
    { author: 'jordi88', question: '¿Habrá sesiones en versión original?', answer: '<p>Sí, todas las sesiones de la sección oficial.</p>' },
    { author: 'cinéfila', question: '¿Se pueden comprar las entradas en taquilla?', answer: '<p>En taquilla y en la web, desde el lunes.</p>' },
  ],
  ca: [
    { author: 'marta_v', question: 'Quantes pel·lícules es projectaran enguany?', answer: '<p>Seran <strong>142</strong> títols, 30 dels quals estrenes.</p>' },
    { author: 'jordi88', question: 'Hi haurà sessions en versió original?', answer: '<p>Sí, totes les sessions de la secció oficial.</p>' },
    { author: 'cinèfila', question: 'Es poden comprar les entrades a la taquilla?', answer: '<p>A la taquilla i al web, des de dilluns.</p>' },
  ],
};

export class ParticipationStore {
  readonly calls = new Map<string, DemoUgcCall>();
  readonly interviews = new Map<string, DemoInterview>();
  /** Answered questions per language (seeded), then the readers' questions, oldest first. */
  seededQuestions: Record<Lang, DemoQuestion[]> = { es: [], ca: [] };
  readonly questions: DemoQuestion[] = [];
  readonly files = new Map<string, DemoUploadedFile>();
  readonly participations: DemoParticipation[] = [];
  readonly contactMessages: DemoContactMessage[] = [];
  private nextId = 1;

  constructor() {
    this.clear();
  }

  clear(): void {
    this.calls.clear();
    for (const call of CALLS) this.calls.set(call.id, structuredClone(call));
    this.interviews.clear();
    for (const interview of INTERVIEWS) this.interviews.set(interview.id, structuredClone(interview));
    const seeded = (lang: Lang): DemoQuestion[] =>
      SEEDED_QUESTIONS[lang].map((item, index) => ({ id: `q${index + 1}`, interviewId: '8101', userId: '', sentAtMs: 0, ...item }));
    this.seededQuestions = { es: seeded('es'), ca: seeded('ca') };
    this.questions.length = 0;
    this.files.clear();
    this.participations.length = 0;
    this.contactMessages.length = 0;
    this.nextId = 1;
  }

  newId(prefix: string): string {
    const id = `${prefix}${this.nextId}`;
    this.nextId += 1;
    return id;
  }

  /** When `userId` sent questions to the interview (ms), for the question limit. */
  questionTimes(interviewId: string, userId: string): number[] {
    return this.questions.filter((each) => each.interviewId === interviewId && each.userId === userId).map((each) => each.sentAtMs);
  }
}
