// Words the seed combines into headlines and paragraphs. Invented; any likeness is chance.

export const PLACES = [
  'Valencia', 'Castellón', 'Alicante', 'Gandia', 'Elche', 'Sagunto', 'Xàtiva', 'Alcoy', 'Benidorm',
  'Torrent', 'Paterna', 'Requena', 'Girona', 'Lleida', 'Tarragona', 'Reus', 'Vic', 'Manresa',
  'Figueres', 'Tortosa', 'Vinaròs', 'Dénia', 'Ontinyent', 'Morella',
] as const;

/** Headline subjects, each with its grammatical number. */
export const SUBJECTS: ReadonlyArray<readonly [string, 'one' | 'many']> = [
  ['El Ayuntamiento de {place}', 'one'], ['La Generalitat', 'one'], ['Los vecinos de {place}', 'many'],
  ['La Diputación', 'one'], ['Los agricultores de {place}', 'many'], ['El hospital de {place}', 'one'],
  ['La universidad', 'one'], ['El puerto de {place}', 'one'], ['Los comerciantes de {place}', 'many'],
  ['El Consell Comarcal', 'one'], ['Los sindicatos', 'many'], ['La patronal', 'one'],
];

/** Verbs in the singular and the plural. */
export const ACTIONS: ReadonlyArray<readonly [string, string]> = [
  ['aprueba', 'aprueban'], ['presenta', 'presentan'], ['reclama', 'reclaman'], ['anuncia', 'anuncian'],
  ['estudia', 'estudian'], ['rechaza', 'rechazan'], ['impulsa', 'impulsan'], ['defiende', 'defienden'],
  ['recupera', 'recuperan'], ['pide', 'piden'], ['critica', 'critican'], ['celebra', 'celebran'],
];

export const OBJECTS = [
  'un plan de movilidad para el centro', 'la reforma del mercado municipal',
  'nuevas ayudas para el alquiler joven', 'la ampliación del carril bici',
  'un refuerzo del transporte nocturno', 'la rehabilitación del teatro',
  'un presupuesto récord para 2027', 'la limpieza del cauce del río',
  'la peatonalización del casco antiguo', 'un nuevo centro de salud',
  'más plazas de aparcamiento disuasorio', 'la apertura de las piscinas en junio',
  'un programa contra la soledad no deseada', 'la mejora de la red de agua potable',
  'el proyecto del tranvía', 'la renovación de los parques infantiles',
  'un festival de cine de verano', 'la digitalización de los archivos históricos',
  'una tasa turística', 'la protección de la huerta',
] as const;

export const OPINION_TOPICS = [
  'la vivienda', 'el turismo', 'la sequía', 'la huerta', 'el tren de la costa', 'la lengua',
  'las fiestas', 'el pequeño comercio', 'la despoblación', 'el puerto', 'la cultura', 'la memoria',
] as const;

export const OPINION_TEMPLATES = [
  'Lo que nadie dice sobre {topic}', 'Carta abierta sobre {topic}', '{Topic}, una oportunidad perdida',
  'Pensar {topic} a veinte años vista', 'Elogio de {topic}', 'Las cuentas pendientes con {topic}',
] as const;

export const BLOG_TEMPLATES = [
  'Cuaderno de {place}: {topic}', 'Paseos por {place}', 'Recetas de siempre en {place}',
  'Cinco rincones de {place} que no conoces', 'Diario de un huerto en {place}',
] as const;

export const EVENT_TEMPLATES = [
  'Concierto de la banda municipal de {place}', 'Festival de jazz de {place}',
  'Exposición: la fotografía de {place} en el siglo XX', 'Mercado medieval de {place}',
  'Ruta guiada por el casco antiguo de {place}', 'Teatro: «La casa del puerto» en {place}',
  'Taller de cerámica en {place}', 'Feria del libro de {place}', 'Cine de verano en {place}',
  'Carrera popular de {place}',
] as const;

export const SENTENCES = [
  'La medida, que se debatirá en el próximo pleno, afectará a miles de vecinos de {place}.',
  'Fuentes municipales aseguran que el calendario se mantendrá pese a los retrasos.',
  'La oposición considera que la propuesta llega tarde y sin el presupuesto necesario.',
  'Los técnicos calculan que las obras durarán al menos dieciocho meses.',
  'Las asociaciones vecinales han pedido participar en el diseño del proyecto.',
  'El plan incluye una partida específica para los barrios más castigados por la crisis.',
  'La iniciativa se inspira en experiencias similares de otras ciudades europeas.',
  'En {place}, la noticia ha sido recibida con una mezcla de ilusión y cautela.',
  'Los comerciantes del centro temen que las obras reduzcan sus ventas durante meses.',
  'El equipo de gobierno defiende que la inversión se recuperará en pocos años.',
  'Los datos del último trimestre muestran una tendencia al alza.',
  'La consellera ha avanzado que habrá una segunda fase el año que viene.',
  'Varios expertos consultados por este diario coinciden en que el cambio era necesario.',
  'El proyecto se someterá a información pública durante treinta días hábiles.',
  'Los vecinos podrán presentar alegaciones en la sede electrónica del ayuntamiento.',
  'El presupuesto total supera los doce millones de euros, según la memoria técnica.',
  'La decisión llega después de meses de negociación entre las administraciones.',
  'El alcalde de {place} ha pedido «responsabilidad y paciencia» a los vecinos.',
] as const;

export const CATEGORIES = [
  { id: 'politica', name: 'Política' },
  { id: 'economia', name: 'Economía' },
  { id: 'sociedad', name: 'Sociedad' },
  { id: 'cultura', name: 'Cultura' },
  { id: 'deportes', name: 'Deportes' },
  { id: 'comarcas', name: 'Comarcas' },
  { id: 'medio-ambiente', name: 'Medio ambiente' },
  { id: 'tecnologia', name: 'Tecnología' },
] as const;

export const AUTHOR_NAMES = [
  'Marta Ferrer Llopis', 'Jordi Puig Serra', 'Lucía Navarro Gil', 'Pau Soler Vidal', 'Elena Ruiz Mas',
  'Andreu Roca Bosch', 'Carmen Ortega Peris', 'Xavier Martí Climent', 'Nuria Blasco Ramos',
  'Vicent Sanchis Moll', 'Irene Cano Torres', 'Miquel Vila Costa', 'Rosa Beltrán Simó',
  'Sergio Pastor Ibáñez', 'Anna Riera Font', 'David Molina Esteve', 'Laia Camps Prat',
  'Javier Sáez Ferri', 'Montse Gual Pons', 'Óscar Lozano Vera',
] as const;
