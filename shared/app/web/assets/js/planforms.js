// The two ways to ask for a plan (`POST /api/meal-plans`): a quick plan (seed 001: days, meals,
// servings, diet, exclusions, optional search words) and a nutrition plan (seed 003's planner
// instance built from daily targets and the meals of each day). Each form hands the accepted
// job's id to `onJob`.

import { post } from './api.js';
import { field, h, uid } from './dom.js';
import { runAction } from './format.js';
import { mealName } from './meals.js';

const DAY_MS = 86400000;
const isoDay = (date) => date.toISOString().slice(0, 10);
const tomorrow = () => isoDay(new Date(Date.now() + DAY_MS));

const DIETS = [['', 'My dietary settings'], ['none', 'No diet'], ['vegetarian', 'Vegetarian'], ['vegan', 'Vegan'],
  ['pescatarian', 'Pescatarian'], ['gluten-free', 'Gluten-free'], ['dairy-free', 'Dairy-free']];

/** When each meal is eaten in a nutrition plan's day. */
const MEAL_TIMES = [['breakfast', '07:30'], ['lunch', '12:30'], ['snack', '16:00'], ['dinner', '19:00']];

/** Seed 003's busyness levels: how much cooking a meal may take. */
const EFFORTS = [['4', 'No limit'], ['3', 'Up to 30 minutes'], ['2', 'Up to 15 minutes'], ['1', 'Up to 5 minutes']];

const number = (name, value, min, max, extra = {}) => h('input', { name, type: 'number', value, min, max, step: 1, required: true, inputmode: 'numeric', ...extra });

/** Comma- or line-separated words as a list. */
const words = (text) => text.split(/[\n,]/).map((w) => w.trim()).filter(Boolean);

function mealChoices(legend, checked) {
  const group = uid('meals');
  const boxes = MEAL_TIMES.map(([meal]) => h('input', { type: 'checkbox', name: group, value: meal, id: `${group}-${meal}`, checked: checked.includes(meal) }));
  return {
    element: h('fieldset', {}, h('legend', {}, legend),
      boxes.map((box) => h('span', { class: 'choice' }, box, h('label', { for: box.id }, mealName(box.value))))),
    chosen: () => boxes.filter((box) => box.checked).map((box) => box.value),
  };
}

function planForm({ title, intro, controls, submitLabel, body, onJob }) {
  const status = h('div', { 'aria-live': 'polite' });
  const submit = h('button', { type: 'submit', class: 'primary' }, submitLabel);
  const form = h('form', {
    class: 'card',
    'aria-label': title,
    onsubmit: (event) => {
      event.preventDefault();
      runAction({ buttons: [submit], status, label: 'Asking for the plan' }, async () => onJob((await post('/api/meal-plans', body())).id));
    },
  }, h('h2', {}, title), h('p', { class: 'muted' }, intro), controls, submit, status);
  return form;
}

export function quickPlanForm(onJob) {
  const start = h('input', { name: 'start', type: 'date', value: tomorrow(), required: true });
  const days = number('days', 3, 1, 14);
  const servings = number('servings', 2, 1, 20);
  const meals = mealChoices('Meals each day', ['dinner']);
  const diet = h('select', { name: 'diet' }, DIETS.map(([value, label]) => h('option', { value }, label)));
  const excluded = h('input', { name: 'excluded', autocomplete: 'off', placeholder: 'e.g. mushrooms, olives' });
  const query = h('input', { name: 'query', autocomplete: 'off', placeholder: 'e.g. French, or chicken' });
  const withSide = h('input', { type: 'checkbox', name: 'withSide', id: uid('side') });

  /** One meal of the request: a dinner may ask for a side that goes with its main (issue 19). */
  const meal = (name) => ({
    servings: Number(servings.value),
    ...(withSide.checked && name === 'dinner' ? { components: ['main', 'side'] } : {}),
  });

  function body() {
    const chosen = meals.chosen();
    if (chosen.length === 0) throw new Error('Choose at least one meal.');
    const first = new Date(`${start.value}T00:00:00Z`);
    const dayList = Array.from({ length: Number(days.value) }, (_, i) => ({
      date: isoDay(new Date(first.getTime() + i * DAY_MS)),
      meals: Object.fromEntries(chosen.map((name) => [name, meal(name)])),
    }));
    return {
      mode: 'quick',
      days: dayList,
      preferences: { diet: diet.value || null, excluded_ingredients: words(excluded.value) },
      ...(query.value.trim() ? { search_query: query.value.trim() } : {}),
    };
  }

  return planForm({
    title: 'Quick plan',
    intro: 'Recipes picked for each meal from your recipes and the catalog, varied from day to day.',
    controls: [
      h('div', { class: 'row' }, field('First day', start), field('Days', days), field('Servings', servings)),
      meals.element,
      h('span', { class: 'choice' }, withSide, h('label', { for: withSide.id }, 'A side dish with each dinner')),
      h('div', { class: 'row' }, field('Diet', diet), field('Leave out', excluded, 'Ingredients, separated by commas.')),
      field('Only recipes matching', query, 'Optional: a cuisine or an ingredient every meal must match.'),
    ],
    submitLabel: 'Plan these meals',
    body,
    onJob,
  });
}

export function nutritionPlanForm(onJob) {
  const days = number('days', 3, 1, 7);
  const calories = number('calories', 2000, 800, 5000);
  const protein = number('protein', 100, 10, 400);
  const fatMin = number('fatMin', 56, 0, 300);
  const fatMax = number('fatMax', 78, 0, 300);
  const carbs = h('input', { name: 'carbs', type: 'number', min: 0, max: 800, step: 1, inputmode: 'numeric' });
  const demographic = h('select', { name: 'demographic' },
    h('option', { value: 'adult_female' }, 'Adult woman'), h('option', { value: 'adult_male' }, 'Adult man'));
  const meals = mealChoices('Meals each day', ['breakfast', 'lunch', 'snack', 'dinner']);
  const effort = h('select', { name: 'effort' }, EFFORTS.map(([value, label]) => h('option', { value }, label)));
  const excluded = h('input', { name: 'excluded', autocomplete: 'off', placeholder: 'e.g. peanut, shrimp' });

  function body() {
    const chosen = meals.chosen();
    if (chosen.length === 0) throw new Error('Choose at least one meal.');
    if (Number(fatMin.value) > Number(fatMax.value)) throw new Error('The fat range goes from the smaller number to the larger one.');
    const day = MEAL_TIMES.filter(([meal]) => chosen.includes(meal))
      .map(([meal, time]) => ({ time, busyness_level: Number(effort.value), meal_type: meal }));
    return {
      mode: 'nutrition',
      instance: {
        days: Number(days.value),
        profile: {
          daily_calories: Number(calories.value),
          daily_protein_g: Number(protein.value),
          daily_fat_g: [Number(fatMin.value), Number(fatMax.value)],
          daily_carbs_g: carbs.value ? Number(carbs.value) : null,
          schedule: Array.from({ length: Number(days.value) }, () => day),
          excluded_ingredients: words(excluded.value),
          demographic: demographic.value,
        },
      },
    };
  }

  return planForm({
    title: 'Nutrition plan',
    intro: 'Meals chosen to meet daily calories, protein and fat, starting today.',
    controls: [
      h('div', { class: 'row' }, field('Days', days), field('Calories a day', calories), field('Protein a day (g)', protein)),
      h('div', { class: 'row' }, field('Fat a day, at least (g)', fatMin), field('Fat a day, at most (g)', fatMax),
        field('Carbohydrates a day (g)', carbs, 'Optional: worked out from the rest when empty.')),
      h('div', { class: 'row' }, field('Upper limits for', demographic), field('Cooking per meal', effort)),
      meals.element,
      field('Leave out', excluded, 'Ingredients, separated by commas.'),
    ],
    submitLabel: 'Plan to these targets',
    body,
    onJob,
  });
}
