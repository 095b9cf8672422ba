// The demo club's website, written as Sunrise Gymnastics would write it (EN and ES), so the demo
// site shows what a club's own texts look like. A club made with `npm run club -- create` starts
// with none of this: its site shows only its name, its real programs and what its admin writes.
import type { WebsiteTexts } from '@springboard/contract/website';

const t = (en: string, es: string) => ({ en, es });

export const DEMO_PROGRAM_SPANISH: Record<string, { label: string; description: string }> = {
  youth: {
    label: 'Gimnasia infantil',
    description: 'Volteretas, equilibrio y coordinación para niños de 5 a 12 años, en grupos pequeños.',
  },
  teen: {
    label: 'Competición juvenil',
    description: 'Técnica, fuerza y rutinas para jóvenes de 13 a 17 años, con camino a la competición.',
  },
  adult: {
    label: 'Fitness para adultos',
    description: 'Flexibilidad, fuerza y acondicionamiento para adultos de cualquier nivel.',
  },
};

export const DEMO_WEBSITE: WebsiteTexts = {
  hero: {
    title: t('Sunrise Gymnastics: where Springfield learns to fly', 'Sunrise Gymnastics: donde Springfield aprende a volar'),
    subtitle: t(
      'Classes for every age since 2009, from a first forward roll to the regional finals.',
      'Clases para todas las edades desde 2009, desde la primera voltereta hasta la final regional.',
    ),
  },
  why: [
    {
      title: t('Coaches who stay', 'Entrenadores que se quedan'),
      text: t(
        'Most of our coaches have taught here for over five years, so your child knows who is spotting them.',
        'La mayoría de nuestros entrenadores lleva más de cinco años aquí: su hijo sabe quién le ayuda.',
      ),
    },
    {
      title: t('Eight to a coach', 'Ocho por entrenador'),
      text: t(
        'Groups stay small, so every athlete gets turns and attention.',
        'Grupos pequeños: cada atleta tiene su turno y atención.',
      ),
    },
    {
      title: t('A sprung floor and foam pit', 'Suelo elástico y foso de espuma'),
      text: t('Safe landings while new skills are learned.', 'Aterrizajes seguros mientras se aprenden elementos nuevos.'),
    },
  ],
  testimonials: [
    {
      quote: t(
        'Maya was shy on her first day. Now she counts the days until Monday class.',
        'Maya era tímida el primer día. Ahora cuenta los días hasta la clase del lunes.',
      ),
      who: t('Priya, Maya’s mother', 'Priya, madre de Maya'),
    },
    {
      quote: t(
        'The coaches explain every correction, and my son’s confidence has grown with his strength.',
        'Los entrenadores explican cada corrección, y la confianza de mi hijo ha crecido con su fuerza.',
      ),
      who: t('Daniel, father of a teen athlete', 'Daniel, padre de un atleta juvenil'),
    },
    {
      quote: t(
        'I joined the Saturday adult class at 41. Best decision of the year.',
        'Empecé en la clase de adultos del sábado a los 41 años. La mejor decisión del año.',
      ),
      who: t('Karen, adult member', 'Karen, socia adulta'),
    },
  ],
  about: {
    mission: t(
      'Sunrise Gymnastics was founded in 2009 by two former gymnasts who wanted a club where every child, not only the most talented, learns to move with confidence.',
      'Sunrise Gymnastics nació en 2009 de la mano de dos exgimnastas que querían un club donde todos los niños, no solo los más dotados, aprendieran a moverse con confianza.',
    ),
    values: t(
      'Safety first: progressions that match each athlete’s level.\n\nEffort is celebrated as much as results.\n\nFamilies are part of the team.',
      'Primero la seguridad: progresiones adaptadas al nivel de cada atleta.\n\nEl esfuerzo se celebra tanto como los resultados.\n\nLas familias forman parte del equipo.',
    ),
  },
  faq: [
    {
      question: t('What should my child wear?', '¿Qué ropa debe llevar mi hijo?'),
      answer: t(
        'A leotard, or shorts and a fitted T-shirt. Bare feet, hair tied back, no jewellery.',
        'Un maillot, o pantalón corto y una camiseta ajustada. Pies descalzos, pelo recogido y sin joyas.',
      ),
    },
    {
      question: t('Can we try a class first?', '¿Podemos probar una clase antes?'),
      answer: t(
        'Yes: write to us from the Contact page and we will book a trial in a group with room.',
        'Sí: escríbanos desde la página de contacto y reservaremos una clase de prueba en un grupo con plazas.',
      ),
    },
    {
      question: t('Can parents watch?', '¿Pueden mirar los padres?'),
      answer: t(
        'Our viewing gallery is open for every class, except the last ten minutes of the term show rehearsal.',
        'La grada está abierta en todas las clases, salvo los diez últimos minutos del ensayo de fin de trimestre.',
      ),
    },
  ],
  banner: {
    title: t('Fall term starts September 8', 'El trimestre de otoño empieza el 8 de septiembre'),
    text: t(
      'Register before August 31 and use the code SPRING10 for 10% off the registration fee.',
      'Inscríbase antes del 31 de agosto y use el código SPRING10: 10 % de descuento en la cuota de inscripción.',
    ),
  },
  footer: {
    blurb: t(
      'A family gymnastics club in Springfield, Oregon, for athletes from five years old to adults.',
      'Un club familiar de gimnasia en Springfield (Oregón), para atletas desde los cinco años hasta adultos.',
    ),
  },
  pages: {
    privacy: {
      title: t('Privacy policy', 'Política de privacidad'),
      body: t(
        'We keep the details you give when you register (family, athletes, contact and payments) to run your membership, and nothing else.\n\nCard numbers go to our payment provider and are never stored by the club. Write to us to see or delete your data.',
        'Guardamos los datos que nos da al inscribirse (familia, atletas, contacto y pagos) para gestionar su membresía, y nada más.\n\nLos números de tarjeta van a nuestro proveedor de pagos y el club nunca los guarda. Escríbanos para ver o borrar sus datos.',
      ),
    },
    terms: {
      title: t('Terms of membership', 'Condiciones de membresía'),
      body: t(
        'Tuition is billed monthly and due on the 1st. A class missed by the athlete is not refunded, but can be made up in another group with room.',
        'La cuota se factura cada mes y vence el día 1. Una clase a la que el atleta falta no se reembolsa, pero puede recuperarse en otro grupo con plazas.',
      ),
    },
    support: {
      title: t('Help with your account', 'Ayuda con su cuenta'),
      body: t(
        'Forgot your password? Use "Forgot password" on the sign-in page. For anything else, call us at (541) 555-0142 during opening hours.',
        '¿Olvidó su contraseña? Use "¿Olvidó su contraseña?" en la página de acceso. Para lo demás, llámenos al (541) 555-0142 en horario de apertura.',
      ),
    },
    training: {
      title: t('Gymnastics training', 'Entrenamiento de gimnasia'),
      body: t(
        'Our classes build strength, balance and confidence, in groups by age and level. See the Programs page for the weekly times.',
        'Nuestras clases desarrollan fuerza, equilibrio y confianza, en grupos por edad y nivel. Consulte los horarios en la página de programas.',
      ),
    },
    membership: {
      title: t('Becoming a member', 'Hacerse socio'),
      body: t(
        'Register online, choose a program and a weekly time, and pay the registration fee by card. Tuition follows the hours your athletes train each week.',
        'Inscríbase en línea, elija un programa y un horario semanal, y pague la cuota de inscripción con tarjeta. La cuota mensual depende de las horas semanales.',
      ),
    },
    camps: {
      title: t('Summer camps', 'Campamentos de verano'),
      body: t(
        'Week-long day camps in July and August for ages 6 to 12: gymnastics in the morning, games and crafts in the afternoon.',
        'Campamentos de una semana en julio y agosto para niños de 6 a 12 años: gimnasia por la mañana, juegos y manualidades por la tarde.',
      ),
    },
  },
};
