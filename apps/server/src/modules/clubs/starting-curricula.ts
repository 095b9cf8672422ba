// The two starting curricula every new club gets, in our own words, English with Spanish names: a
// generic gymnastics progression and a generic athletics one. They are ordinary levels and skills:
// the club edits them, ties its programs to them, or deletes them.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';

type StartingSkill = readonly [name: string, nameEs: string, required?: boolean];
type StartingLevel = { name: string; nameEs: string; skills: readonly StartingSkill[] };

export const STARTING_CURRICULA: readonly { curriculum: string; levels: readonly StartingLevel[] }[] = [
  {
    curriculum: 'Gymnastics',
    levels: [
      {
        name: 'Level 1',
        nameEs: 'Nivel 1',
        skills: [
          ['Forward roll', 'Voltereta adelante'],
          ['Backward roll down a wedge', 'Voltereta atrás en cuña'],
          ['Straight jump with a stuck landing', 'Salto recto con aterrizaje firme'],
          ['Walk the low beam forwards', 'Caminar hacia adelante en la barra baja'],
          ['Front support on the bar for 5 seconds', 'Apoyo frontal en la barra durante 5 segundos'],
          ['Bridge from lying down', 'Puente desde tumbado', false],
        ],
      },
      {
        name: 'Level 2',
        nameEs: 'Nivel 2',
        skills: [
          ['Cartwheel', 'Rueda lateral'],
          ['Backward roll to push-up position', 'Voltereta atrás a plancha'],
          ['Handstand held for 2 seconds', 'Parada de manos 2 segundos'],
          ['Pullover on the bar with a spot', 'Vuelta al frente en la barra con ayuda'],
          ['Half turn on the low beam', 'Media vuelta en la barra baja'],
          ['Split jump', 'Salto en split', false],
        ],
      },
      {
        name: 'Level 3',
        nameEs: 'Nivel 3',
        skills: [
          ['Round-off', 'Rondada'],
          ['Handstand forward roll', 'Parada de manos y voltereta'],
          ['Back walkover with a spot', 'Paso atrás con ayuda'],
          ['Pullover on the bar alone', 'Vuelta al frente en la barra sin ayuda'],
          ['Cartwheel on the low beam', 'Rueda lateral en la barra baja'],
          ['Straddle jump', 'Salto en straddle', false],
        ],
      },
    ],
  },
  {
    curriculum: 'Athletics',
    levels: [
      {
        name: 'Foundation',
        nameEs: 'Base',
        skills: [
          ['Sprint start from standing', 'Salida de velocidad de pie'],
          ['Running with high knees and arm drive', 'Carrera con rodillas altas y braceo'],
          ['Two-footed standing long jump', 'Salto de longitud a pies juntos'],
          ['Overarm throw of a soft ball', 'Lanzamiento por encima del hombro con pelota blanda'],
          ['Baton hand-over while walking', 'Entrega del testigo caminando', false],
        ],
      },
      {
        name: 'Developing',
        nameEs: 'Desarrollo',
        skills: [
          ['Crouch start', 'Salida agachada'],
          ['Hurdle drill over low hurdles', 'Ejercicio de vallas bajas'],
          ['Long jump from a short run-up', 'Salto de longitud con carrera corta'],
          ['Standing shot put with a light shot', 'Lanzamiento de peso ligero desde parado'],
          ['Baton hand-over at running pace', 'Entrega del testigo en carrera', false],
        ],
      },
      {
        name: 'Advanced',
        nameEs: 'Avanzado',
        skills: [
          ['Block start', 'Salida de tacos'],
          ['Three-stride rhythm between hurdles', 'Ritmo de tres pasos entre vallas'],
          ['Scissor high jump', 'Salto de altura en tijera'],
          ['Shot put with a glide', 'Lanzamiento de peso con desplazamiento'],
          ['Pacing a 400 m run', 'Ritmo en una carrera de 400 m', false],
        ],
      },
    ],
  },
];

/** Writes the starting curricula into the club (in its transaction); answers each level's id by name. */
export async function addStartingCurricula(tx: Tx, tenantId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const c of STARTING_CURRICULA) {
    for (const [i, level] of c.levels.entries()) {
      const res = await tx.execute<{ id: string }>(sql`
        insert into levels (tenant_id, curriculum, name, name_es, position)
        values (${tenantId}, ${c.curriculum}, ${level.name}, ${level.nameEs}, ${i + 1}) returning id`);
      const levelId = res.rows[0]!.id;
      ids.set(`${c.curriculum}/${level.name}`, levelId);
      const rows = level.skills.map(
        ([name, nameEs, required = true], j) => sql`(${tenantId}, ${levelId}, ${name}, ${nameEs}, ${required}, ${j + 1})`,
      );
      await tx.execute(sql`
        insert into skills (tenant_id, level_id, name, name_es, required_to_move_up, position)
        values ${sql.join(rows, sql`, `)}`);
    }
  }
  return ids;
}
