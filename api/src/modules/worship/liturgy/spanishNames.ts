/**
 * The Spanish names of the United States' own celebrations, which romcal's
 * Spanish United States calendar (3.0.0-dev.125) leaves in English: as the
 * US bishops' Spanish calendar names them. Used only where romcal's Spanish
 * name is its English one.
 */
export const SPANISH_NAMES_ROMCAL_LACKS: Readonly<Record<string, string>> = {
  immaculate_conception_of_the_blessed_virgin_mary:
    'La Inmaculada Concepción de la Santísima Virgen María, Patrona de los Estados Unidos',
  elizabeth_ann_seton_religious: 'Santa Isabel Ana Seton, religiosa',
  john_nepomucene_neumann_bishop: 'San Juan Neumann, obispo',
  andre_bessette_religious: 'San André Bessette, religioso',
  marianne_cope_virgin: 'Santa Mariana Cope, virgen',
  katharine_drexel_virgin: 'Santa Catalina Drexel, virgen',
  damien_de_veuster_priest: 'San Damián de Veuster, presbítero',
  kateri_tekakwitha_virgin: 'Santa Catalina Tekakwitha, virgen',
  francis_xavier_seelos_priest: 'Beato Francisco Javier Seelos, presbítero',
  marie_rose_durocher_virgin: 'Beata María Rosa Durocher, virgen',
  frances_xavier_cabrini_virgin: 'Santa Francisca Javier Cabrini, virgen',
  rose_philippine_duchesne_virgin: 'Santa Rosa Filipina Duchesne, virgen',
};
