"""Hand-written source of the core recipe catalog (built by build.py).

Each recipe is a dict: slug, name, desc, serves, prep/cook minutes, cuisine, category, diet and
tags (comma-separated), meals (space-separated meal types), steps (one per line) and ing, one
ingredient per line:

    display text | quantity (`2`, `2-3` or `-`) | unit (§7 name or `-`) | name
        [| size=… | prep=… | notes=… | taste]

Nutrition is not written here: the Rust calculator (cookbook_domain::food) computes it from
these lines, matching each name to an SR28 food through fixtures/foods/aliases.tsv.
"""

RECIPES = []

# ---------------------------------------------------------------------------------------------
# Breakfast
# ---------------------------------------------------------------------------------------------
RECIPES += [
    {
        "slug": "shakshuka", "name": "Shakshuka", "serves": 3, "prep": 10, "cook": 25,
        "desc": "Eggs gently poached in a cumin-scented tomato and pepper sauce, finished with feta and herbs.",
        "cuisine": "Middle Eastern", "category": "Breakfast, Brunch", "diet": "Vegetarian, Gluten-Free",
        "meals": "breakfast lunch", "tags": "eggs, one-pan, tomato",
        "ing": """
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        1 red bell pepper, sliced | 1 | - | red bell pepper | prep=sliced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 tsp ground cumin | 1 | tsp | ground cumin
        1 tsp paprika | 1 | tsp | paprika
        1 can (28 oz) crushed tomatoes | 1 | can | crushed tomatoes | notes=28 oz
        1/2 tsp salt | 0.5 | tsp | salt
        6 large eggs | 6 | - | eggs | size=large
        1/3 cup crumbled feta | 0.33 | cup | feta | prep=crumbled
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        """,
        "steps": """
        Warm the oil in a wide skillet over medium heat and soften the onion and pepper for about 8 minutes.
        Stir in the garlic, cumin and paprika and cook for 1 minute until fragrant.
        Add the tomatoes and salt and simmer for 10 minutes until the sauce thickens.
        Make six hollows in the sauce, crack an egg into each, cover and cook 6 to 8 minutes until the whites set.
        Scatter with feta and parsley and serve straight from the pan.
        """,
    },
    {
        "slug": "berry_overnight_oats", "name": "Berry Overnight Oats", "serves": 1, "prep": 5, "cook": 0,
        "desc": "No-cook oats soaked overnight with milk, yogurt and chia, topped with fresh berries.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "make-ahead, no-cook, oats",
        "ing": """
        1/2 cup rolled oats | 0.5 | cup | rolled oats
        1/2 cup milk | 0.5 | cup | milk
        1/4 cup plain Greek yogurt | 0.25 | cup | plain Greek yogurt
        1 tbsp chia seeds | 1 | tbsp | chia seeds
        2 tsp maple syrup | 2 | tsp | maple syrup
        1/2 cup mixed berries | 0.5 | cup | mixed berries
        """,
        "steps": """
        Stir the oats, milk, yogurt, chia and maple syrup together in a jar.
        Cover and refrigerate overnight, or at least 4 hours.
        Loosen with a splash of milk if thick and top with the berries before eating.
        """,
    },
    {
        "slug": "peanut_butter_banana_oatmeal", "name": "Peanut Butter Banana Oatmeal", "serves": 2, "prep": 5, "cook": 10,
        "desc": "Creamy stovetop oats cooked in soy milk with sliced banana, peanut butter and a pinch of cinnamon.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegan, Dairy-Free",
        "meals": "breakfast", "tags": "oats, warm, quick",
        "ing": """
        1 cup rolled oats | 1 | cup | rolled oats
        1 1/2 cups soy milk | 1.5 | cup | soy milk
        1/2 cup water | 0.5 | cup | water
        1 banana, sliced | 1 | - | banana | prep=sliced
        2 tbsp peanut butter | 2 | tbsp | peanut butter
        1/2 tsp ground cinnamon | 0.5 | tsp | ground cinnamon
        1 pinch salt | 1 | pinch | salt
        """,
        "steps": """
        Bring the soy milk, water and salt to a simmer in a small pot.
        Stir in the oats and cook 5 minutes, stirring often, until creamy.
        Fold in half the banana and the cinnamon.
        Divide between bowls and top with the remaining banana and a spoonful of peanut butter each.
        """,
    },
    {
        "slug": "greek_yogurt_parfait", "name": "Greek Yogurt Parfait", "serves": 1, "prep": 5, "cook": 0,
        "desc": "Layers of thick yogurt, crunchy granola, strawberries and a drizzle of honey.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast snack", "tags": "no-cook, yogurt, quick",
        "ing": """
        3/4 cup plain Greek yogurt | 0.75 | cup | plain Greek yogurt
        1/3 cup granola | 0.33 | cup | granola
        1/2 cup sliced strawberries | 0.5 | cup | strawberries | prep=sliced
        1 tsp honey | 1 | tsp | honey
        """,
        "steps": """
        Spoon half the yogurt into a glass and add half the strawberries.
        Add the rest of the yogurt and strawberries.
        Top with granola and honey just before eating so the granola stays crisp.
        """,
    },
    {
        "slug": "veggie_scramble_toast", "name": "Veggie Scrambled Eggs on Toast", "serves": 2, "prep": 5, "cook": 10,
        "desc": "Soft-scrambled eggs with mushrooms, spinach and tomato piled on whole wheat toast.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "eggs, quick, vegetables",
        "ing": """
        4 large eggs | 4 | - | eggs | size=large
        1 tbsp butter | 1 | tbsp | butter
        1 cup sliced mushrooms | 1 | cup | mushrooms | prep=sliced
        1 cup baby spinach | 1 | cup | baby spinach
        1 tomato, diced | 1 | - | tomato | prep=diced
        2 slices whole wheat bread, toasted | 2 | slice | whole wheat bread | prep=toasted
        salt and pepper, to taste | - | - | salt and pepper | taste
        """,
        "steps": """
        Melt the butter in a nonstick pan and cook the mushrooms for 4 minutes until browned.
        Add the spinach and tomato and stir until the spinach wilts.
        Beat the eggs with a little salt and pepper, pour into the pan and stir gently over low heat until just set.
        Spoon over the toast and serve.
        """,
    },
    {
        "slug": "spinach_feta_omelette", "name": "Spinach and Feta Omelette", "serves": 1, "prep": 5, "cook": 5,
        "desc": "A quick folded omelette filled with wilted spinach and salty feta.",
        "cuisine": "Greek", "category": "Breakfast", "diet": "Vegetarian, Gluten-Free",
        "meals": "breakfast", "tags": "eggs, low-carb, quick",
        "ing": """
        3 large eggs | 3 | - | eggs | size=large
        1 tsp olive oil | 1 | tsp | olive oil
        1 cup baby spinach | 1 | cup | baby spinach
        2 tbsp crumbled feta | 2 | tbsp | feta | prep=crumbled
        1 pinch black pepper | 1 | pinch | black pepper
        """,
        "steps": """
        Wilt the spinach in the oil in a small nonstick pan, then set it aside.
        Beat the eggs with the pepper and pour into the hot pan, tilting to spread.
        When the edges set, lift them so raw egg runs underneath.
        Add the spinach and feta to one half, fold over and slide onto a plate.
        """,
    },
    {
        "slug": "avocado_egg_toast", "name": "Avocado Toast with Fried Egg", "serves": 2, "prep": 5, "cook": 5,
        "desc": "Mashed avocado with lemon and chili flakes on sourdough, topped with a crisp-edged egg.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian, Dairy-Free",
        "meals": "breakfast", "tags": "avocado, eggs, quick",
        "ing": """
        2 slices sourdough bread | 2 | slice | sourdough bread
        1 ripe avocado | 1 | - | avocado | size=ripe
        1 tsp lemon juice | 1 | tsp | lemon juice
        2 large eggs | 2 | - | eggs | size=large
        1 tsp olive oil | 1 | tsp | olive oil
        1 pinch red pepper flakes | 1 | pinch | red pepper flakes
        salt, to taste | - | - | salt | taste
        """,
        "steps": """
        Toast the bread.
        Mash the avocado with the lemon juice and a pinch of salt and spread it on the toast.
        Fry the eggs in the oil until the whites are set and the edges crisp.
        Set an egg on each toast and finish with red pepper flakes.
        """,
    },
    {
        "slug": "classic_pancakes", "name": "Fluffy Pancakes", "serves": 4, "prep": 10, "cook": 15,
        "desc": "Tender weekend pancakes made from scratch, served with maple syrup.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "pancakes, weekend, family",
        "ing": """
        1 1/2 cups all-purpose flour | 1.5 | cup | all-purpose flour
        1 tbsp sugar | 1 | tbsp | sugar
        2 tsp baking powder | 2 | tsp | baking powder
        1/4 tsp salt | 0.25 | tsp | salt
        1 1/4 cups milk | 1.25 | cup | milk
        1 large egg | 1 | - | egg | size=large
        2 tbsp melted butter | 2 | tbsp | butter | prep=melted
        1/4 cup maple syrup, for serving | 0.25 | cup | maple syrup | notes=for serving
        """,
        "steps": """
        Whisk the flour, sugar, baking powder and salt in a bowl.
        Whisk the milk, egg and melted butter in another bowl, then stir into the dry mix until just combined.
        Heat a lightly greased griddle over medium heat.
        Pour 1/4 cup batter per pancake and cook until bubbles form, then flip and cook 1 minute more.
        Serve warm with maple syrup.
        """,
    },
    {
        "slug": "banana_oat_pancakes", "name": "Banana Oat Pancakes", "serves": 2, "prep": 5, "cook": 10,
        "desc": "Blender pancakes made from oats, banana and eggs, naturally sweet and gluten-free when made with certified oats.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "pancakes, blender, oats",
        "ing": """
        1 cup rolled oats | 1 | cup | rolled oats | notes=certified gluten-free if needed
        1 ripe banana | 1 | - | banana | size=ripe
        2 large eggs | 2 | - | eggs | size=large
        1/4 cup milk | 0.25 | cup | milk
        1 tsp baking powder | 1 | tsp | baking powder
        1/2 tsp ground cinnamon | 0.5 | tsp | ground cinnamon
        1 tsp coconut oil | 1 | tsp | coconut oil
        1/2 cup blueberries | 0.5 | cup | blueberries
        """,
        "steps": """
        Blend the oats, banana, eggs, milk, baking powder and cinnamon until smooth and let stand 5 minutes.
        Brush a nonstick pan with coconut oil over medium heat.
        Cook small pancakes about 2 minutes per side.
        Serve topped with the blueberries.
        """,
    },
    {
        "slug": "berry_french_toast", "name": "French Toast with Berries", "serves": 4, "prep": 10, "cook": 15,
        "desc": "Thick bread slices soaked in vanilla-cinnamon custard and pan-fried until golden.",
        "cuisine": "French", "category": "Breakfast, Brunch", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "weekend, bread, berries",
        "ing": """
        8 slices white bread | 8 | slice | white bread
        4 large eggs | 4 | - | eggs | size=large
        3/4 cup milk | 0.75 | cup | milk
        1 tsp vanilla extract | 1 | tsp | vanilla extract
        1 tsp ground cinnamon | 1 | tsp | ground cinnamon
        1 tbsp butter | 1 | tbsp | butter
        2 cups mixed berries | 2 | cup | mixed berries
        2 tbsp maple syrup | 2 | tbsp | maple syrup
        """,
        "steps": """
        Whisk the eggs, milk, vanilla and cinnamon in a shallow dish.
        Melt a little butter in a skillet over medium heat.
        Dip each slice briefly on both sides and cook 2 to 3 minutes per side until golden.
        Serve with the berries and a drizzle of maple syrup.
        """,
    },
    {
        "slug": "black_bean_breakfast_burrito", "name": "Black Bean Breakfast Burritos", "serves": 4, "prep": 10, "cook": 10,
        "desc": "Flour tortillas wrapped around scrambled eggs, black beans, cheddar and salsa; they freeze well.",
        "cuisine": "Mexican", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast lunch", "tags": "eggs, beans, make-ahead",
        "ing": """
        6 large eggs | 6 | - | eggs | size=large
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 cup black beans, rinsed | 1 | cup | black beans | prep=rinsed
        1/2 cup shredded cheddar | 0.5 | cup | cheddar | prep=shredded
        1/2 cup salsa | 0.5 | cup | salsa
        4 large flour tortillas | 4 | - | flour tortillas | size=large
        2 green onions, sliced | 2 | - | green onions | prep=sliced
        """,
        "steps": """
        Warm the beans in a small pot.
        Scramble the eggs in the oil over medium-low heat until softly set.
        Warm the tortillas so they fold without cracking.
        Fill each with eggs, beans, cheese, salsa and green onion, then roll up tightly.
        """,
    },
    {
        "slug": "turmeric_tofu_scramble", "name": "Turmeric Tofu Scramble", "serves": 2, "prep": 5, "cook": 12,
        "desc": "Crumbled firm tofu sauteed with peppers, spinach and turmeric for an egg-free savory breakfast.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "breakfast", "tags": "tofu, high-protein, quick",
        "ing": """
        1 package (14 oz) firm tofu, drained | 1 | package | firm tofu | prep=drained | notes=14 oz
        1 tbsp olive oil | 1 | tbsp | olive oil
        1/2 onion, diced | 0.5 | - | onion | prep=diced
        1 red bell pepper, diced | 1 | - | red bell pepper | prep=diced
        1/2 tsp ground turmeric | 0.5 | tsp | ground turmeric
        1/2 tsp garlic powder | 0.5 | tsp | garlic powder
        2 cups baby spinach | 2 | cup | baby spinach
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Soften the onion and pepper in the oil for 5 minutes.
        Crumble the tofu into the pan and add the turmeric, garlic powder and salt.
        Cook 5 minutes, stirring, until the tofu is hot and lightly golden.
        Fold in the spinach until wilted and serve.
        """,
    },
    {
        "slug": "mango_coconut_chia_pudding", "name": "Mango Coconut Chia Pudding", "serves": 2, "prep": 10, "cook": 0,
        "desc": "Chia seeds set overnight in coconut and almond milk, layered with fresh mango.",
        "cuisine": "Thai", "category": "Breakfast", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "breakfast snack", "tags": "make-ahead, no-cook, chia",
        "ing": """
        1/4 cup chia seeds | 0.25 | cup | chia seeds
        1/2 cup canned coconut milk | 0.5 | cup | coconut milk
        3/4 cup unsweetened almond milk | 0.75 | cup | unsweetened almond milk
        1 tbsp maple syrup | 1 | tbsp | maple syrup
        1 mango, diced | 1 | - | mango | prep=diced
        """,
        "steps": """
        Whisk the chia, coconut milk, almond milk and maple syrup together.
        Stir again after 10 minutes to break up clumps, then chill at least 3 hours.
        Spoon into glasses and top with the mango.
        """,
    },
    {
        "slug": "green_banana_smoothie", "name": "Green Banana Smoothie", "serves": 1, "prep": 5, "cook": 0,
        "desc": "A creamy blend of banana, spinach, almond butter and almond milk.",
        "cuisine": "American", "category": "Breakfast, Drinks", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "breakfast snack", "tags": "smoothie, no-cook, quick",
        "ing": """
        1 frozen banana | 1 | - | banana | prep=frozen
        1 cup baby spinach | 1 | cup | baby spinach
        1 tbsp almond butter | 1 | tbsp | almond butter
        1 cup unsweetened almond milk | 1 | cup | unsweetened almond milk
        1 tbsp ground flaxseed | 1 | tbsp | ground flaxseed | prep=ground
        """,
        "steps": """
        Put everything in a blender.
        Blend on high until completely smooth.
        Pour into a glass and drink right away.
        """,
    },
    {
        "slug": "berry_yogurt_smoothie", "name": "Berry Yogurt Smoothie", "serves": 1, "prep": 5, "cook": 0,
        "desc": "A thick, protein-rich smoothie of mixed berries, Greek yogurt, oats and milk.",
        "cuisine": "American", "category": "Breakfast, Drinks", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "smoothie, high-protein, quick",
        "ing": """
        1 cup frozen mixed berries | 1 | cup | frozen mixed berries
        1/2 cup plain Greek yogurt | 0.5 | cup | plain Greek yogurt
        3/4 cup milk | 0.75 | cup | milk
        2 tbsp rolled oats | 2 | tbsp | rolled oats
        1 tsp honey | 1 | tsp | honey
        """,
        "steps": """
        Add the milk to the blender first, then the remaining ingredients.
        Blend until smooth, adding a splash more milk if too thick.
        Serve immediately.
        """,
    },
    {
        "slug": "huevos_rancheros", "name": "Huevos Rancheros", "serves": 2, "prep": 10, "cook": 15,
        "desc": "Fried eggs on warm corn tortillas with refried-style pinto beans, salsa and avocado.",
        "cuisine": "Mexican", "category": "Breakfast, Brunch", "diet": "Vegetarian, Gluten-Free",
        "meals": "breakfast", "tags": "eggs, beans, tortillas",
        "ing": """
        4 corn tortillas | 4 | - | corn tortillas
        1 cup pinto beans, rinsed | 1 | cup | pinto beans | prep=rinsed
        1/2 tsp ground cumin | 0.5 | tsp | ground cumin
        4 large eggs | 4 | - | eggs | size=large
        1 tbsp olive oil | 1 | tbsp | olive oil
        1/2 cup salsa | 0.5 | cup | salsa
        1/2 avocado, sliced | 0.5 | - | avocado | prep=sliced
        2 tbsp crumbled feta | 2 | tbsp | feta | prep=crumbled | notes=or queso fresco
        2 tbsp cilantro leaves | 2 | tbsp | cilantro
        """,
        "steps": """
        Mash the beans with the cumin and a splash of water in a small pan and keep warm.
        Warm the tortillas in a dry skillet and place two on each plate.
        Fry the eggs in the oil until the whites are set.
        Spread beans on the tortillas, top with the eggs and spoon salsa around.
        Finish with avocado, cheese and cilantro.
        """,
    },
    {
        "slug": "sweet_potato_hash_eggs", "name": "Sweet Potato Hash with Eggs", "serves": 2, "prep": 10, "cook": 25,
        "desc": "Crisp diced sweet potato with onion, pepper and smoked paprika, with eggs set right in the pan.",
        "cuisine": "American", "category": "Breakfast, Brunch", "diet": "Vegetarian, Gluten-Free, Dairy-Free",
        "meals": "breakfast", "tags": "eggs, one-pan, sweet potato",
        "ing": """
        1 large sweet potato, diced | 1 | - | sweet potato | size=large | prep=diced
        1 tbsp olive oil | 1 | tbsp | olive oil
        1/2 onion, diced | 0.5 | - | onion | prep=diced
        1 green bell pepper, diced | 1 | - | green bell pepper | prep=diced
        1 tsp smoked paprika | 1 | tsp | smoked paprika
        1/2 tsp salt | 0.5 | tsp | salt
        4 large eggs | 4 | - | eggs | size=large
        1 green onion, sliced | 1 | - | green onion | prep=sliced
        """,
        "steps": """
        Cook the sweet potato in the oil in an ovenproof skillet over medium heat for 10 minutes, stirring now and then.
        Add the onion, pepper, paprika and salt and cook 5 minutes more until tender.
        Make four wells, crack in the eggs and cover until the whites set, about 6 minutes.
        Sprinkle with green onion and serve.
        """,
    },
    {
        "slug": "turkey_sausage_potato_skillet", "name": "Turkey Sausage and Potato Skillet", "serves": 4, "prep": 10, "cook": 25,
        "desc": "A hearty one-pan breakfast of crisp potatoes, turkey sausage, peppers and eggs.",
        "cuisine": "American", "category": "Breakfast", "diet": "Gluten-Free, Dairy-Free",
        "meals": "breakfast", "tags": "one-pan, high-protein, potatoes",
        "ing": """
        1 lb red potatoes, diced | 1 | lb | red potatoes | prep=diced
        2 tbsp olive oil | 2 | tbsp | olive oil
        8 oz turkey breakfast sausage, sliced | 8 | oz | turkey breakfast sausage | prep=sliced
        1 red bell pepper, diced | 1 | - | red bell pepper | prep=diced
        1/2 onion, diced | 0.5 | - | onion | prep=diced
        4 large eggs | 4 | - | eggs | size=large
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Cook the potatoes in the oil, covered, over medium heat for 12 minutes, stirring twice.
        Uncover, add the sausage, pepper, onion and salt and cook until the potatoes are crisp, about 8 minutes.
        Crack the eggs on top, cover and cook until set.
        Serve from the skillet.
        """,
    },
    {
        "slug": "bacon_egg_english_muffin", "name": "Bacon, Egg and Cheese English Muffin", "serves": 2, "prep": 5, "cook": 10,
        "desc": "The classic breakfast sandwich with crisp bacon, a fried egg and melted cheddar.",
        "cuisine": "American", "category": "Breakfast, Sandwiches", "diet": "",
        "meals": "breakfast", "tags": "sandwich, eggs, bacon",
        "ing": """
        2 English muffins, split | 2 | - | English muffins | prep=split
        4 slices bacon | 4 | slice | bacon
        2 large eggs | 2 | - | eggs | size=large
        2 slices cheddar | 2 | slice | cheddar
        1 tsp butter | 1 | tsp | butter
        """,
        "steps": """
        Cook the bacon in a skillet until crisp and drain on paper towels.
        Fry the eggs in the butter, breaking the yolks, and lay a cheese slice on each to melt.
        Toast the muffins.
        Stack egg, cheese and bacon between the muffin halves.
        """,
    },
    {
        "slug": "smoked_salmon_bagel", "name": "Smoked Salmon Bagel", "serves": 2, "prep": 10, "cook": 0,
        "desc": "Toasted bagels with cream cheese, smoked salmon, cucumber, red onion and capers.",
        "cuisine": "American", "category": "Breakfast, Brunch", "diet": "Pescatarian",
        "meals": "breakfast lunch", "tags": "fish, no-cook, bagel",
        "ing": """
        2 plain bagels, split | 2 | - | plain bagels | prep=split
        4 tbsp cream cheese | 4 | tbsp | cream cheese
        4 oz smoked salmon | 4 | oz | smoked salmon
        1/2 cucumber, thinly sliced | 0.5 | - | cucumber | prep=thinly sliced
        2 tbsp thinly sliced red onion | 2 | tbsp | red onion | prep=thinly sliced
        1 tbsp capers | 1 | tbsp | capers
        1 tbsp chopped dill | 1 | tbsp | dill | prep=chopped
        """,
        "steps": """
        Toast the bagel halves.
        Spread with cream cheese.
        Layer on cucumber, salmon and red onion.
        Finish with capers and dill.
        """,
    },
    {
        "slug": "cottage_cheese_pineapple_bowl", "name": "Cottage Cheese Bowl with Pineapple and Walnuts", "serves": 1, "prep": 5, "cook": 0,
        "desc": "A high-protein bowl of cottage cheese with juicy pineapple, toasted walnuts and cinnamon.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian, Gluten-Free",
        "meals": "breakfast snack", "tags": "high-protein, no-cook, quick",
        "ing": """
        1 cup low-fat cottage cheese | 1 | cup | low-fat cottage cheese
        1/2 cup pineapple chunks | 0.5 | cup | pineapple | prep=chunks
        2 tbsp chopped walnuts | 2 | tbsp | walnuts | prep=chopped
        1 pinch ground cinnamon | 1 | pinch | ground cinnamon
        """,
        "steps": """
        Spoon the cottage cheese into a bowl.
        Top with the pineapple and walnuts.
        Dust with cinnamon and serve.
        """,
    },
    {
        "slug": "apple_cinnamon_quinoa_bowl", "name": "Apple Cinnamon Quinoa Breakfast Bowl", "serves": 2, "prep": 5, "cook": 20,
        "desc": "Quinoa simmered in almond milk with cinnamon, topped with sauteed apple and pecans.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "breakfast", "tags": "quinoa, warm, meal-prep",
        "ing": """
        1/2 cup quinoa, rinsed | 0.5 | cup | quinoa | prep=rinsed
        1 1/2 cups unsweetened almond milk | 1.5 | cup | unsweetened almond milk
        1 apple, diced | 1 | - | apple | prep=diced
        1 tsp coconut oil | 1 | tsp | coconut oil
        1 tsp ground cinnamon | 1 | tsp | ground cinnamon
        1 tbsp maple syrup | 1 | tbsp | maple syrup
        2 tbsp chopped pecans | 2 | tbsp | pecans | prep=chopped
        """,
        "steps": """
        Simmer the quinoa in the almond milk with half the cinnamon, covered, for 15 minutes until tender.
        Meanwhile cook the apple in the coconut oil with the rest of the cinnamon until soft.
        Stir the maple syrup into the quinoa.
        Top with the apple and pecans.
        """,
    },
    {
        "slug": "ginger_chicken_congee", "name": "Ginger Chicken Congee", "serves": 3, "prep": 10, "cook": 70,
        "desc": "Silky slow-simmered rice porridge with ginger and shredded chicken, finished with green onion and soy.",
        "cuisine": "Chinese", "category": "Breakfast, Soups", "diet": "Dairy-Free",
        "meals": "breakfast", "tags": "rice, comfort, slow-cooked",
        "ing": """
        3/4 cup short-grain white rice | 0.75 | cup | short-grain white rice
        4 cups chicken broth | 4 | cup | chicken broth
        4 cups water | 4 | cup | water
        1 piece (2 inches) ginger, sliced | 1 | piece | ginger | size=2-inch | prep=sliced
        8 oz boneless chicken breast | 8 | oz | boneless chicken breast
        2 green onions, sliced | 2 | - | green onions | prep=sliced
        1 tbsp soy sauce | 1 | tbsp | soy sauce
        1 tsp sesame oil | 1 | tsp | sesame oil
        """,
        "steps": """
        Rinse the rice and bring it to a boil with the broth, water and ginger.
        Lower the heat and simmer, partly covered, for 60 minutes, stirring now and then, until thick and creamy.
        Add the whole chicken breast for the last 20 minutes, then lift it out and shred it.
        Remove the ginger, stir the chicken back in and season with soy sauce.
        Serve topped with green onion and a few drops of sesame oil.
        """,
    },
    {
        "slug": "tamagoyaki_rice_bowl", "name": "Rolled Omelette Rice Bowl", "serves": 2, "prep": 10, "cook": 10,
        "desc": "A lightly sweet Japanese-style rolled omelette over steamed rice with nori and cucumber.",
        "cuisine": "Japanese", "category": "Breakfast", "diet": "Vegetarian, Dairy-Free",
        "meals": "breakfast", "tags": "eggs, rice, japanese",
        "ing": """
        4 large eggs | 4 | - | eggs | size=large
        1 tsp sugar | 1 | tsp | sugar
        2 tsp soy sauce | 2 | tsp | soy sauce
        1 tsp canola oil | 1 | tsp | canola oil
        2 cups cooked short-grain rice | 2 | cup | cooked short-grain rice
        1 sheet nori, cut into strips | 1 | sheet | nori | prep=cut into strips
        1/2 cucumber, sliced | 0.5 | - | cucumber | prep=sliced
        """,
        "steps": """
        Beat the eggs with the sugar and soy sauce.
        Oil a small nonstick pan, pour in a thin layer of egg and roll it up when nearly set.
        Push the roll to one side, add another thin layer, lift the roll so egg flows under, and roll again until the egg is used.
        Slice the omelette and serve over rice with nori and cucumber.
        """,
    },
    {
        "slug": "banana_walnut_muffins", "name": "Banana Walnut Muffins", "serves": 6, "prep": 15, "cook": 22,
        "desc": "Moist whole wheat muffins sweetened mostly with ripe bananas and studded with walnuts.",
        "cuisine": "American", "category": "Breakfast, Baked Goods", "diet": "Vegetarian",
        "meals": "breakfast snack", "tags": "baking, make-ahead, muffins",
        "ing": """
        3 ripe bananas, mashed | 3 | - | bananas | size=ripe | prep=mashed
        2 large eggs | 2 | - | eggs | size=large
        1/3 cup canola oil | 0.33 | cup | canola oil
        1/3 cup brown sugar | 0.33 | cup | brown sugar
        1/2 cup milk | 0.5 | cup | milk
        1 3/4 cups whole wheat flour | 1.75 | cup | whole wheat flour
        1 tsp baking soda | 1 | tsp | baking soda
        1 tsp ground cinnamon | 1 | tsp | ground cinnamon
        1/4 tsp salt | 0.25 | tsp | salt
        1/2 cup chopped walnuts | 0.5 | cup | walnuts | prep=chopped
        """,
        "steps": """
        Heat the oven to 350°F (175°C) and line a 12-cup muffin tin.
        Whisk the bananas, eggs, oil, sugar and milk.
        Stir in the flour, baking soda, cinnamon and salt until just combined, then fold in the walnuts.
        Divide among the cups and bake 20 to 22 minutes until a toothpick comes out clean.
        Cool 10 minutes before unmolding; two muffins make a serving.
        """,
    },
    {
        "slug": "blueberry_oat_muffins", "name": "Blueberry Oat Muffins", "serves": 6, "prep": 15, "cook": 20,
        "desc": "Tender muffins with oats, yogurt and plenty of blueberries.",
        "cuisine": "American", "category": "Breakfast, Baked Goods", "diet": "Vegetarian",
        "meals": "breakfast snack", "tags": "baking, make-ahead, berries",
        "ing": """
        1 cup rolled oats | 1 | cup | rolled oats
        1 1/4 cups all-purpose flour | 1.25 | cup | all-purpose flour
        1/2 cup sugar | 0.5 | cup | sugar
        2 tsp baking powder | 2 | tsp | baking powder
        1/4 tsp salt | 0.25 | tsp | salt
        1 cup plain yogurt | 1 | cup | plain yogurt
        1 large egg | 1 | - | egg | size=large
        1/4 cup melted butter | 0.25 | cup | butter | prep=melted
        1 1/2 cups blueberries | 1.5 | cup | blueberries
        """,
        "steps": """
        Heat the oven to 375°F (190°C) and grease a 12-cup muffin tin.
        Mix the oats, flour, sugar, baking powder and salt.
        Whisk the yogurt, egg and butter, add to the dry ingredients and stir just until moistened.
        Fold in the blueberries and divide the batter among the cups.
        Bake 18 to 20 minutes until golden and springy; two muffins make a serving.
        """,
    },
    {
        "slug": "baked_apple_oatmeal", "name": "Baked Apple Oatmeal", "serves": 6, "prep": 10, "cook": 40,
        "desc": "A sliceable oven-baked oatmeal with apples, walnuts and warm spices, good for the week ahead.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "oats, meal-prep, baked",
        "ing": """
        2 cups rolled oats | 2 | cup | rolled oats
        1 tsp baking powder | 1 | tsp | baking powder
        1 1/2 tsp ground cinnamon | 1.5 | tsp | ground cinnamon
        1/4 tsp salt | 0.25 | tsp | salt
        1 3/4 cups milk | 1.75 | cup | milk
        1 large egg | 1 | - | egg | size=large
        1/4 cup maple syrup | 0.25 | cup | maple syrup
        2 tbsp melted butter | 2 | tbsp | butter | prep=melted
        2 apples, diced | 2 | - | apples | prep=diced
        1/2 cup chopped walnuts | 0.5 | cup | walnuts | prep=chopped
        """,
        "steps": """
        Heat the oven to 375°F (190°C) and butter an 8-inch square dish.
        Mix the oats, baking powder, cinnamon and salt.
        Whisk the milk, egg, maple syrup and butter in a second bowl.
        Spread the apples in the dish, cover with the oat mixture and pour the milk mixture evenly over.
        Scatter the walnuts on top and bake 35 to 40 minutes until set and golden.
        """,
    },
    {
        "slug": "zucchini_goat_cheese_frittata", "name": "Zucchini and Goat Cheese Frittata", "serves": 3, "prep": 10, "cook": 20,
        "desc": "An oven-finished frittata with thinly sliced zucchini, herbs and tangy goat cheese.",
        "cuisine": "Italian", "category": "Breakfast, Brunch", "diet": "Vegetarian, Gluten-Free",
        "meals": "breakfast lunch", "tags": "eggs, one-pan, vegetables",
        "ing": """
        8 large eggs | 8 | - | eggs | size=large
        1/4 cup milk | 0.25 | cup | milk
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 zucchini, thinly sliced | 1 | - | zucchini | prep=thinly sliced
        2 green onions, sliced | 2 | - | green onions | prep=sliced
        2 oz goat cheese, crumbled | 2 | oz | goat cheese | prep=crumbled
        2 tbsp chopped basil | 2 | tbsp | basil | prep=chopped
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Heat the oven to 400°F (200°C).
        Cook the zucchini and green onions in the oil in an ovenproof skillet until tender, about 6 minutes.
        Whisk the eggs, milk, salt and basil and pour over the vegetables.
        Dot with goat cheese and cook on the stove 3 minutes until the edges set.
        Bake 10 to 12 minutes until the center is firm, then cut into wedges.
        """,
    },
    {
        "slug": "spinach_pepper_egg_muffins", "name": "Spinach and Pepper Egg Muffins", "serves": 3, "prep": 10, "cook": 20,
        "desc": "Grab-and-go baked egg cups with spinach, peppers and cheddar.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian, Gluten-Free",
        "meals": "breakfast snack", "tags": "eggs, meal-prep, low-carb",
        "ing": """
        10 large eggs | 10 | - | eggs | size=large
        1/4 cup milk | 0.25 | cup | milk
        2 cups chopped spinach | 2 | cup | spinach | prep=chopped
        1 red bell pepper, finely diced | 1 | - | red bell pepper | prep=finely diced
        1/2 cup shredded cheddar | 0.5 | cup | cheddar | prep=shredded
        1/2 tsp salt | 0.5 | tsp | salt
        1/4 tsp black pepper | 0.25 | tsp | black pepper
        """,
        "steps": """
        Heat the oven to 350°F (175°C) and grease a 12-cup muffin tin.
        Divide the spinach, pepper and cheese among the cups.
        Whisk the eggs, milk, salt and pepper and pour over the vegetables.
        Bake 18 to 20 minutes until puffed and set; four muffins make a serving.
        """,
    },
    {
        "slug": "ham_swiss_omelette", "name": "Ham and Swiss Omelette", "serves": 1, "prep": 5, "cook": 5,
        "desc": "A diner-style omelette filled with diced ham, Swiss cheese and chives.",
        "cuisine": "French", "category": "Breakfast", "diet": "Gluten-Free",
        "meals": "breakfast", "tags": "eggs, low-carb, quick",
        "ing": """
        3 large eggs | 3 | - | eggs | size=large
        1 tsp butter | 1 | tsp | butter
        2 oz ham, diced | 2 | oz | ham | prep=diced
        1 slice Swiss cheese | 1 | slice | Swiss cheese
        1 tbsp chopped chives | 1 | tbsp | chives | prep=chopped
        """,
        "steps": """
        Beat the eggs with half the chives.
        Melt the butter in a nonstick pan, add the eggs and stir gently until softly set underneath.
        Lay the ham and cheese over one half and fold.
        Cook 1 minute more to melt the cheese and finish with the remaining chives.
        """,
    },
    {
        "slug": "bircher_muesli", "name": "Apple Bircher Muesli", "serves": 2, "prep": 10, "cook": 0,
        "desc": "Swiss-style soaked oats with grated apple, yogurt, raisins and almonds.",
        "cuisine": "Swiss", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "oats, make-ahead, no-cook",
        "ing": """
        1 cup rolled oats | 1 | cup | rolled oats
        3/4 cup milk | 0.75 | cup | milk
        1/2 cup plain yogurt | 0.5 | cup | plain yogurt
        1 apple, grated | 1 | - | apple | prep=grated
        2 tbsp raisins | 2 | tbsp | raisins
        2 tbsp sliced almonds | 2 | tbsp | almonds | prep=sliced
        1 tsp lemon juice | 1 | tsp | lemon juice
        """,
        "steps": """
        Stir the oats, milk, yogurt and raisins together and refrigerate overnight.
        In the morning, toss the grated apple with the lemon juice and fold it into the oats.
        Serve topped with almonds.
        """,
    },
    {
        "slug": "spinach_breakfast_quesadilla", "name": "Egg and Spinach Breakfast Quesadilla", "serves": 2, "prep": 5, "cook": 10,
        "desc": "Crisp whole wheat tortillas folded around scrambled egg, spinach and melted Monterey Jack.",
        "cuisine": "Mexican", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "eggs, quick, tortillas",
        "ing": """
        2 whole wheat tortillas | 2 | - | whole wheat tortillas
        4 large eggs | 4 | - | eggs | size=large
        1 cup baby spinach | 1 | cup | baby spinach
        1/2 cup shredded Monterey Jack | 0.5 | cup | Monterey Jack | prep=shredded
        1 tsp olive oil | 1 | tsp | olive oil
        1/4 cup salsa | 0.25 | cup | salsa
        """,
        "steps": """
        Scramble the eggs with the spinach in the oil until just set.
        Lay the tortillas flat, cover half of each with cheese and eggs and fold over.
        Toast in a dry skillet 2 minutes per side until crisp and melted.
        Cut into wedges and serve with salsa.
        """,
    },
    {
        "slug": "masala_omelette", "name": "Masala Omelette", "serves": 2, "prep": 10, "cook": 6,
        "desc": "An Indian-style omelette with onion, tomato, green chili, cilantro and a little turmeric.",
        "cuisine": "Indian", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "eggs, spicy, quick",
        "ing": """
        4 large eggs | 4 | - | eggs | size=large
        1/2 small onion, finely chopped | 0.5 | - | onion | size=small | prep=finely chopped
        1 small tomato, seeded and chopped | 1 | - | tomato | size=small | prep=seeded and chopped
        1 green chili, minced | 1 | - | green chili | prep=minced
        2 tbsp chopped cilantro | 2 | tbsp | cilantro | prep=chopped
        1/4 tsp ground turmeric | 0.25 | tsp | ground turmeric
        1/4 tsp salt | 0.25 | tsp | salt
        1 tbsp canola oil | 1 | tbsp | canola oil
        2 slices whole wheat bread, toasted | 2 | slice | whole wheat bread | prep=toasted | notes=optional, for serving
        """,
        "steps": """
        Whisk the eggs with the onion, tomato, chili, cilantro, turmeric and salt.
        Heat half the oil in a nonstick pan and pour in half the mixture.
        Cook until the underside is golden, flip or fold, and cook 1 minute more.
        Repeat with the rest and serve with toast.
        """,
    },
    {
        "slug": "almond_butter_strawberry_toast", "name": "Almond Butter Toast with Strawberries", "serves": 1, "prep": 5, "cook": 2,
        "desc": "Multigrain toast spread with almond butter and topped with sliced strawberries and chia.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "quick, toast, no-cook",
        "ing": """
        2 slices multigrain bread | 2 | slice | multigrain bread
        2 tbsp almond butter | 2 | tbsp | almond butter
        1/2 cup sliced strawberries | 0.5 | cup | strawberries | prep=sliced
        1 tsp chia seeds | 1 | tsp | chia seeds
        """,
        "steps": """
        Toast the bread.
        Spread each slice with almond butter.
        Top with strawberries and a sprinkle of chia.
        """,
    },
    {
        "slug": "turkish_eggs_cilbir", "name": "Turkish Eggs with Garlic Yogurt", "serves": 2, "prep": 10, "cook": 10,
        "desc": "Poached eggs on garlicky yogurt with a spiced paprika butter, served with bread for dipping.",
        "cuisine": "Turkish", "category": "Breakfast, Brunch", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "eggs, yogurt, brunch",
        "ing": """
        1 cup plain Greek yogurt | 1 | cup | plain Greek yogurt
        1 clove garlic, grated | 1 | clove | garlic | prep=grated
        4 large eggs | 4 | - | eggs | size=large
        1 tbsp butter | 1 | tbsp | butter
        1 tsp paprika | 1 | tsp | paprika
        1 pinch red pepper flakes | 1 | pinch | red pepper flakes
        1 tbsp chopped dill | 1 | tbsp | dill | prep=chopped
        2 slices sourdough bread | 2 | slice | sourdough bread
        """,
        "steps": """
        Stir the garlic into the yogurt with a pinch of salt and spread it on two plates.
        Poach the eggs in barely simmering water for 3 to 4 minutes.
        Melt the butter with the paprika and pepper flakes until it foams.
        Set the eggs on the yogurt, spoon over the butter, scatter with dill and serve with the bread.
        """,
    },
]

# ---------------------------------------------------------------------------------------------
# Lunch
# ---------------------------------------------------------------------------------------------
RECIPES += [
    {
        "slug": "chicken_caesar_salad", "name": "Chicken Caesar Salad", "serves": 4, "prep": 15, "cook": 15,
        "desc": "Crisp romaine with seared chicken, crunchy croutons and a lighter yogurt Caesar dressing.",
        "cuisine": "American", "category": "Salads", "diet": "",
        "meals": "lunch", "tags": "salad, chicken, high-protein",
        "ing": """
        1 lb boneless chicken breasts | 1 | lb | boneless chicken breasts
        1 tbsp olive oil | 1 | tbsp | olive oil
        2 heads romaine, chopped | 2 | head | romaine | prep=chopped
        2 slices sourdough bread, cubed | 2 | slice | sourdough bread | prep=cubed
        1/3 cup plain Greek yogurt | 0.33 | cup | plain Greek yogurt
        2 tbsp mayonnaise | 2 | tbsp | mayonnaise
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        1 clove garlic, grated | 1 | clove | garlic | prep=grated
        1 tsp Worcestershire sauce | 1 | tsp | Worcestershire sauce
        1/2 cup grated parmesan | 0.5 | cup | parmesan | prep=grated
        1/4 tsp black pepper | 0.25 | tsp | black pepper
        """,
        "steps": """
        Season the chicken and cook it in half the oil over medium-high heat, 5 to 6 minutes per side, then rest and slice.
        Toss the bread cubes with the remaining oil and toast in the pan until golden.
        Whisk the yogurt, mayonnaise, lemon juice, garlic, Worcestershire, pepper and half the parmesan.
        Toss the romaine with the dressing, then top with chicken, croutons and the remaining parmesan.
        """,
    },
    {
        "slug": "greek_chickpea_salad", "name": "Greek Chickpea Salad", "serves": 4, "prep": 15, "cook": 0,
        "desc": "Chickpeas, cucumber, tomato, olives and feta tossed in a lemony oregano dressing.",
        "cuisine": "Greek", "category": "Salads", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch", "tags": "salad, no-cook, legumes",
        "ing": """
        2 cans (15 oz) chickpeas, rinsed | 2 | can | chickpeas | prep=rinsed | notes=15 oz each
        1 cucumber, diced | 1 | - | cucumber | prep=diced
        2 cups cherry tomatoes, halved | 2 | cup | cherry tomatoes | prep=halved
        1/4 red onion, thinly sliced | 0.25 | - | red onion | prep=thinly sliced
        1/3 cup Kalamata olives | 0.33 | cup | Kalamata olives
        1/2 cup crumbled feta | 0.5 | cup | feta | prep=crumbled
        3 tbsp olive oil | 3 | tbsp | olive oil
        2 tbsp red wine vinegar | 2 | tbsp | red wine vinegar
        1 tsp dried oregano | 1 | tsp | dried oregano
        """,
        "steps": """
        Whisk the oil, vinegar and oregano with a pinch of salt.
        Combine the chickpeas, cucumber, tomatoes, onion and olives in a large bowl.
        Toss with the dressing and top with feta.
        Let stand 10 minutes before serving so the flavors meld.
        """,
    },
    {
        "slug": "red_lentil_soup", "name": "Spiced Red Lentil Soup", "serves": 3, "prep": 10, "cook": 30,
        "desc": "A thick, warming soup of red lentils, carrots and tomato with cumin and a squeeze of lemon.",
        "cuisine": "Turkish", "category": "Soups", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "soup, legumes, meal-prep",
        "ing": """
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, chopped | 1 | - | onion | prep=chopped
        2 carrots, diced | 2 | - | carrots | prep=diced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        2 tsp ground cumin | 2 | tsp | ground cumin
        1 tsp paprika | 1 | tsp | paprika
        2 tbsp tomato paste | 2 | tbsp | tomato paste
        1 1/2 cups red lentils, rinsed | 1.5 | cup | red lentils | prep=rinsed
        6 cups vegetable broth | 6 | cup | vegetable broth
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        """,
        "steps": """
        Soften the onion and carrots in the oil for 6 minutes.
        Add the garlic, cumin, paprika and tomato paste and stir for 1 minute.
        Add the lentils and broth, bring to a boil and simmer 20 minutes until the lentils fall apart.
        Blend partly for a creamy texture, then stir in the lemon juice and season to taste.
        """,
    },
    {
        "slug": "roasted_tomato_basil_soup", "name": "Roasted Tomato Basil Soup", "serves": 3, "prep": 10, "cook": 45,
        "desc": "Oven-roasted tomatoes, onion and garlic blended into a silky soup with fresh basil, served with toast.",
        "cuisine": "Italian", "category": "Soups", "diet": "Vegan, Dairy-Free",
        "meals": "lunch", "tags": "soup, tomato, roasted",
        "ing": """
        3 lb ripe tomatoes, halved | 3 | lb | ripe tomatoes | prep=halved
        1 onion, quartered | 1 | - | onion | prep=quartered
        6 cloves garlic | 6 | clove | garlic
        3 tbsp olive oil | 3 | tbsp | olive oil
        2 cups vegetable broth | 2 | cup | vegetable broth
        1 cup basil leaves | 1 | cup | basil
        1 tsp salt | 1 | tsp | salt
        4 slices sourdough bread, toasted | 4 | slice | sourdough bread | prep=toasted
        """,
        "steps": """
        Heat the oven to 425°F (220°C).
        Toss the tomatoes, onion and garlic with the oil and salt on a sheet pan and roast 40 minutes until blistered.
        Transfer to a pot with the broth and simmer 5 minutes.
        Add the basil and blend until smooth.
        Serve hot with the toast.
        """,
    },
    {
        "slug": "turkey_avocado_wrap", "name": "Turkey Avocado Wrap", "serves": 2, "prep": 10, "cook": 0,
        "desc": "Whole wheat wraps filled with sliced turkey, avocado, greens, tomato and a smear of mustard.",
        "cuisine": "American", "category": "Sandwiches", "diet": "Dairy-Free",
        "meals": "lunch", "tags": "wrap, no-cook, packable",
        "ing": """
        2 large whole wheat tortillas | 2 | - | whole wheat tortillas | size=large
        6 oz sliced turkey breast | 6 | oz | sliced turkey breast
        1 avocado, sliced | 1 | - | avocado | prep=sliced
        1 cup mixed greens | 1 | cup | mixed greens
        1 tomato, sliced | 1 | - | tomato | prep=sliced
        2 tsp yellow mustard | 2 | tsp | yellow mustard
        """,
        "steps": """
        Spread the tortillas with mustard.
        Layer on the turkey, avocado, greens and tomato.
        Fold in the sides, roll tightly and cut in half.
        """,
    },
    {
        "slug": "tuna_salad_sandwich", "name": "Tuna Salad Sandwich", "serves": 2, "prep": 10, "cook": 0,
        "desc": "Light tuna mixed with yogurt, a little mayo, celery and pickles on whole wheat bread.",
        "cuisine": "American", "category": "Sandwiches", "diet": "Pescatarian",
        "meals": "lunch", "tags": "sandwich, fish, no-cook",
        "ing": """
        2 cans (5 oz) light tuna in water, drained | 2 | can | light tuna in water | prep=drained | notes=5 oz each
        2 tbsp mayonnaise | 2 | tbsp | mayonnaise
        2 tbsp plain Greek yogurt | 2 | tbsp | plain Greek yogurt
        1 celery stalk, finely diced | 1 | stalk | celery | prep=finely diced
        1 tbsp chopped dill pickle | 1 | tbsp | dill pickle | prep=chopped
        1 tsp lemon juice | 1 | tsp | lemon juice
        4 slices whole wheat bread | 4 | slice | whole wheat bread
        2 lettuce leaves | 2 | leaf | lettuce
        """,
        "steps": """
        Flake the tuna into a bowl.
        Mix in the mayonnaise, yogurt, celery, pickle and lemon juice.
        Spread on two slices of bread, add lettuce and close the sandwiches.
        """,
    },
    {
        "slug": "quinoa_black_bean_salad", "name": "Quinoa Black Bean Salad", "serves": 4, "prep": 15, "cook": 15,
        "desc": "Fluffy quinoa with black beans, corn, peppers and cilantro in a lime-cumin dressing.",
        "cuisine": "Mexican", "category": "Salads", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch", "tags": "salad, meal-prep, legumes",
        "ing": """
        1 cup quinoa, rinsed | 1 | cup | quinoa | prep=rinsed
        2 cups water | 2 | cup | water
        1 can (15 oz) black beans, rinsed | 1 | can | black beans | prep=rinsed | notes=15 oz
        1 cup corn kernels, thawed | 1 | cup | corn kernels | prep=thawed
        1 red bell pepper, diced | 1 | - | red bell pepper | prep=diced
        2 green onions, sliced | 2 | - | green onions | prep=sliced
        1/2 cup chopped cilantro | 0.5 | cup | cilantro | prep=chopped
        3 tbsp olive oil | 3 | tbsp | olive oil
        3 tbsp lime juice | 3 | tbsp | lime juice
        1 tsp ground cumin | 1 | tsp | ground cumin
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Simmer the quinoa in the water, covered, for 15 minutes, then spread out to cool.
        Whisk the oil, lime juice, cumin and salt.
        Toss the cooled quinoa with the beans, corn, pepper, green onions and cilantro.
        Add the dressing, toss again and chill until serving.
        """,
    },
    {
        "slug": "chicken_noodle_soup", "name": "Chicken Noodle Soup", "serves": 3, "prep": 15, "cook": 35,
        "desc": "A comforting pot of chicken, egg noodles, carrots and celery in a thyme-scented broth.",
        "cuisine": "American", "category": "Soups", "diet": "Dairy-Free",
        "meals": "lunch dinner", "tags": "soup, comfort, chicken",
        "ing": """
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        3 carrots, sliced | 3 | - | carrots | prep=sliced
        3 celery stalks, sliced | 3 | stalk | celery | prep=sliced
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        8 cups chicken broth | 8 | cup | chicken broth
        1 1/2 lb boneless chicken thighs | 1.5 | lb | boneless chicken thighs
        1 tsp dried thyme | 1 | tsp | dried thyme
        3 cups egg noodles | 3 | cup | egg noodles
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        """,
        "steps": """
        Soften the onion, carrots and celery in the oil for 8 minutes, adding the garlic for the last minute.
        Add the broth, chicken and thyme, bring to a boil and simmer 20 minutes.
        Lift out the chicken, shred it with two forks and return it to the pot.
        Add the noodles and simmer 6 to 8 minutes until tender.
        Season to taste and stir in the parsley.
        """,
    },
    {
        "slug": "smashed_chickpea_sandwich", "name": "Smashed Chickpea Salad Sandwich", "serves": 2, "prep": 10, "cook": 0,
        "desc": "A vegan take on a deli salad: mashed chickpeas with tahini, lemon, celery and dill on rye.",
        "cuisine": "American", "category": "Sandwiches", "diet": "Vegan, Dairy-Free",
        "meals": "lunch", "tags": "sandwich, legumes, no-cook",
        "ing": """
        1 can (15 oz) chickpeas, rinsed | 1 | can | chickpeas | prep=rinsed | notes=15 oz
        2 tbsp tahini | 2 | tbsp | tahini
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        1 tsp yellow mustard | 1 | tsp | yellow mustard
        1 celery stalk, diced | 1 | stalk | celery | prep=diced
        1 tbsp chopped dill | 1 | tbsp | dill | prep=chopped
        4 slices rye bread | 4 | slice | rye bread
        1 cup baby spinach | 1 | cup | baby spinach
        """,
        "steps": """
        Mash the chickpeas with a fork, leaving some texture.
        Stir in the tahini, lemon juice, mustard, celery and dill and season with salt and pepper.
        Pile onto two slices of bread with spinach and top with the other slices.
        """,
    },
    {
        "slug": "caprese_sandwich", "name": "Caprese Sandwich", "serves": 2, "prep": 10, "cook": 0,
        "desc": "Fresh mozzarella, ripe tomato and basil with a drizzle of balsamic on crusty bread.",
        "cuisine": "Italian", "category": "Sandwiches", "diet": "Vegetarian",
        "meals": "lunch", "tags": "sandwich, no-cook, summer",
        "ing": """
        8 oz ciabatta or French bread, halved lengthwise | 8 | oz | ciabatta or French bread | prep=halved lengthwise
        6 oz fresh mozzarella, sliced | 6 | oz | fresh mozzarella | prep=sliced
        2 tomatoes, sliced | 2 | - | tomatoes | prep=sliced
        1/2 cup basil leaves | 0.5 | cup | basil
        1 tbsp olive oil | 1 | tbsp | olive oil
        2 tsp balsamic vinegar | 2 | tsp | balsamic vinegar
        """,
        "steps": """
        Drizzle the cut sides of the bread with the oil.
        Layer mozzarella, tomato and basil on the bottom half and season with salt and pepper.
        Drizzle with balsamic, close, and cut into two sandwiches.
        """,
    },
    {
        "slug": "classic_cobb_salad", "name": "Cobb Salad", "serves": 4, "prep": 20, "cook": 15,
        "desc": "Rows of chicken, bacon, egg, avocado, tomato and blue cheese over chopped lettuce.",
        "cuisine": "American", "category": "Salads", "diet": "Gluten-Free",
        "meals": "lunch", "tags": "salad, high-protein, chicken",
        "ing": """
        12 oz boneless chicken breast | 12 | oz | boneless chicken breast
        1 head romaine, chopped | 1 | head | romaine | prep=chopped
        4 large eggs, hard-boiled | 4 | - | eggs | size=large | prep=hard-boiled
        6 slices bacon, crumbled | 6 | slice | bacon | prep=crumbled
        1 avocado, diced | 1 | - | avocado | prep=diced
        1 cup cherry tomatoes, halved | 1 | cup | cherry tomatoes | prep=halved
        1/3 cup crumbled blue cheese | 0.33 | cup | blue cheese | prep=crumbled
        3 tbsp olive oil | 3 | tbsp | olive oil
        2 tbsp red wine vinegar | 2 | tbsp | red wine vinegar
        1 tsp yellow mustard | 1 | tsp | yellow mustard
        """,
        "steps": """
        Grill or pan-sear the chicken 5 to 6 minutes per side, rest, then dice.
        Peel and quarter the eggs.
        Spread the romaine on a platter and arrange the chicken, bacon, eggs, avocado, tomatoes and cheese in rows.
        Whisk the oil, vinegar and mustard and drizzle over just before serving.
        """,
    },
    {
        "slug": "minestrone", "name": "Minestrone", "serves": 4, "prep": 15, "cook": 35,
        "desc": "A hearty Italian vegetable soup with white beans, small pasta and tomatoes.",
        "cuisine": "Italian", "category": "Soups", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "soup, vegetables, legumes",
        "ing": """
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        2 carrots, diced | 2 | - | carrots | prep=diced
        2 celery stalks, diced | 2 | stalk | celery | prep=diced
        1 zucchini, diced | 1 | - | zucchini | prep=diced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 can (14 oz) diced tomatoes | 1 | can | diced tomatoes | notes=14 oz
        6 cups vegetable broth | 6 | cup | vegetable broth
        1 can (15 oz) white beans, rinsed | 1 | can | white beans | prep=rinsed | notes=15 oz
        3/4 cup small pasta | 0.75 | cup | small pasta
        2 cups chopped kale | 2 | cup | kale | prep=chopped
        1 tsp dried oregano | 1 | tsp | dried oregano
        6 slices crusty bread, for serving | 6 | slice | crusty bread | notes=for serving
        """,
        "steps": """
        Soften the onion, carrots and celery in the oil for 8 minutes.
        Add the zucchini, garlic and oregano and cook 2 minutes.
        Add the tomatoes and broth and simmer 15 minutes.
        Stir in the beans and pasta and cook until the pasta is tender, about 9 minutes.
        Add the kale for the last 2 minutes, season to taste and serve with the bread.
        """,
    },
    {
        "slug": "black_bean_burrito_bowl", "name": "Black Bean Burrito Bowl", "serves": 4, "prep": 15, "cook": 20,
        "desc": "Cilantro-lime rice topped with spiced black beans, corn, salsa, avocado and crisp lettuce.",
        "cuisine": "Mexican", "category": "Bowls", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "bowl, legumes, meal-prep",
        "ing": """
        1 cup long-grain white rice | 1 | cup | long-grain white rice
        2 cans (15 oz) black beans, rinsed | 2 | can | black beans | prep=rinsed | notes=15 oz each
        1 tsp ground cumin | 1 | tsp | ground cumin
        1 tsp chili powder | 1 | tsp | chili powder
        1 cup corn kernels | 1 | cup | corn kernels
        1 cup salsa | 1 | cup | salsa
        1 avocado, diced | 1 | - | avocado | prep=diced
        2 cups shredded romaine | 2 | cup | romaine | prep=shredded
        1/4 cup chopped cilantro | 0.25 | cup | cilantro | prep=chopped
        2 tbsp lime juice | 2 | tbsp | lime juice
        1 tbsp olive oil | 1 | tbsp | olive oil
        """,
        "steps": """
        Cook the rice, then stir in the cilantro and lime juice.
        Warm the beans in the oil with the cumin and chili powder and a splash of water.
        Char the corn in a dry skillet for 4 minutes.
        Divide the rice among bowls and top with beans, corn, salsa, avocado and romaine.
        """,
    },
    {
        "slug": "chicken_quesadillas", "name": "Chicken and Pepper Quesadillas", "serves": 4, "prep": 10, "cook": 20,
        "desc": "Crisp tortillas filled with seasoned chicken, sauteed peppers and melted cheese.",
        "cuisine": "Mexican", "category": "Sandwiches", "diet": "",
        "meals": "lunch", "tags": "chicken, cheese, family",
        "ing": """
        12 oz boneless chicken breast, thinly sliced | 12 | oz | boneless chicken breast | prep=thinly sliced
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 red bell pepper, sliced | 1 | - | red bell pepper | prep=sliced
        1/2 onion, sliced | 0.5 | - | onion | prep=sliced
        1 tsp chili powder | 1 | tsp | chili powder
        1/2 tsp ground cumin | 0.5 | tsp | ground cumin
        4 large flour tortillas | 4 | - | flour tortillas | size=large
        1 cup shredded Monterey Jack | 1 | cup | Monterey Jack | prep=shredded
        1/2 cup salsa | 0.5 | cup | salsa
        """,
        "steps": """
        Cook the chicken in the oil with the chili powder and cumin until browned, about 6 minutes.
        Add the pepper and onion and cook 4 minutes until tender.
        Fill half of each tortilla with cheese and the chicken mixture and fold.
        Toast in a dry skillet 2 to 3 minutes per side until crisp and melted.
        Cut into wedges and serve with salsa.
        """,
    },
    {
        "slug": "vietnamese_tofu_noodle_salad", "name": "Vietnamese-Style Tofu Noodle Salad", "serves": 4, "prep": 20, "cook": 15,
        "desc": "Rice noodles with crisp tofu, herbs, cucumber and carrot, dressed with a tangy lime-chili sauce.",
        "cuisine": "Vietnamese", "category": "Salads, Noodles", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch", "tags": "noodles, tofu, fresh herbs",
        "ing": """
        8 oz rice noodles | 8 | oz | rice noodles
        1 package (14 oz) firm tofu, cubed | 1 | package | firm tofu | prep=cubed | notes=14 oz
        1 tbsp canola oil | 1 | tbsp | canola oil
        1 cucumber, cut into matchsticks | 1 | - | cucumber | prep=cut into matchsticks
        2 carrots, shredded | 2 | - | carrots | prep=shredded
        1/2 cup mint leaves | 0.5 | cup | mint
        1/2 cup cilantro leaves | 0.5 | cup | cilantro
        1/4 cup lime juice | 0.25 | cup | lime juice
        2 tbsp tamari | 2 | tbsp | tamari
        1 tbsp sugar | 1 | tbsp | sugar
        1 red chili, sliced | 1 | - | red chili | prep=sliced
        1/4 cup chopped peanuts | 0.25 | cup | peanuts | prep=chopped
        """,
        "steps": """
        Soak or cook the noodles as the package directs, rinse under cold water and drain.
        Pan-fry the tofu in the oil until golden on all sides.
        Stir the lime juice, tamari, sugar and chili together until the sugar dissolves.
        Divide the noodles among bowls and top with tofu, cucumber, carrot and herbs.
        Spoon over the dressing and scatter with peanuts.
        """,
    },
    {
        "slug": "soba_edamame_salad", "name": "Sesame Soba Noodle Salad with Edamame", "serves": 4, "prep": 15, "cook": 10,
        "desc": "Buckwheat noodles tossed with edamame, cabbage and carrot in a sesame-ginger dressing.",
        "cuisine": "Japanese", "category": "Salads, Noodles", "diet": "Vegan, Dairy-Free",
        "meals": "lunch", "tags": "noodles, make-ahead, edamame",
        "ing": """
        8 oz soba noodles | 8 | oz | soba noodles
        1 1/2 cups shelled edamame | 1.5 | cup | shelled edamame
        2 cups shredded red cabbage | 2 | cup | red cabbage | prep=shredded
        1 carrot, shredded | 1 | - | carrot | prep=shredded
        3 green onions, sliced | 3 | - | green onions | prep=sliced
        3 tbsp soy sauce | 3 | tbsp | soy sauce
        2 tbsp rice vinegar | 2 | tbsp | rice vinegar
        1 tbsp sesame oil | 1 | tbsp | sesame oil
        1 tbsp maple syrup | 1 | tbsp | maple syrup
        1 tbsp grated ginger | 1 | tbsp | ginger | prep=grated
        1 tbsp sesame seeds | 1 | tbsp | sesame seeds
        """,
        "steps": """
        Cook the soba as the package directs, adding the edamame for the last 3 minutes; rinse under cold water.
        Whisk the soy sauce, vinegar, sesame oil, maple syrup and ginger.
        Toss the noodles and edamame with the cabbage, carrot and green onions.
        Add the dressing, toss and finish with sesame seeds.
        """,
    },
    {
        "slug": "egg_salad_sandwich", "name": "Herby Egg Salad Sandwich", "serves": 2, "prep": 10, "cook": 12,
        "desc": "Chopped hard-boiled eggs with yogurt, mustard and chives on toasted multigrain bread.",
        "cuisine": "American", "category": "Sandwiches", "diet": "Vegetarian",
        "meals": "lunch", "tags": "eggs, sandwich, classic",
        "ing": """
        4 large eggs | 4 | - | eggs | size=large
        2 tbsp plain Greek yogurt | 2 | tbsp | plain Greek yogurt
        1 tbsp mayonnaise | 1 | tbsp | mayonnaise
        1 tsp yellow mustard | 1 | tsp | yellow mustard
        1 tbsp chopped chives | 1 | tbsp | chives | prep=chopped
        4 slices multigrain bread, toasted | 4 | slice | multigrain bread | prep=toasted
        2 lettuce leaves | 2 | leaf | lettuce
        """,
        "steps": """
        Cover the eggs with water, bring to a boil, then turn off the heat and leave 10 minutes; cool in ice water and peel.
        Chop the eggs and mix with the yogurt, mayonnaise, mustard and chives.
        Season with salt and pepper and spread between the toast with lettuce.
        """,
    },
    {
        "slug": "bulgur_tabbouleh_chickpeas", "name": "Tabbouleh with Chickpeas", "serves": 4, "prep": 20, "cook": 10,
        "desc": "A parsley-heavy bulgur salad with tomato, cucumber, mint and chickpeas in lemon and olive oil.",
        "cuisine": "Lebanese", "category": "Salads", "diet": "Vegan, Dairy-Free",
        "meals": "lunch", "tags": "salad, herbs, make-ahead",
        "ing": """
        3/4 cup fine bulgur | 0.75 | cup | fine bulgur
        1 cup boiling water | 1 | cup | boiling water
        2 bunches parsley, finely chopped | 2 | bunch | parsley | prep=finely chopped
        1/2 cup mint leaves, chopped | 0.5 | cup | mint | prep=chopped
        3 tomatoes, diced | 3 | - | tomatoes | prep=diced
        1 cucumber, diced | 1 | - | cucumber | prep=diced
        1 can (15 oz) chickpeas, rinsed | 1 | can | chickpeas | prep=rinsed | notes=15 oz
        1/4 cup lemon juice | 0.25 | cup | lemon juice
        1/4 cup olive oil | 0.25 | cup | olive oil
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Pour the boiling water over the bulgur, cover and leave 10 minutes, then fluff and cool.
        Combine the parsley, mint, tomatoes, cucumber and chickpeas in a large bowl.
        Add the bulgur, lemon juice, oil and salt and toss well.
        Taste for lemon and salt and serve cool.
        """,
    },
    {
        "slug": "sesame_tofu_rice_bowl", "name": "Sesame Tofu Rice Bowl", "serves": 3, "prep": 15, "cook": 25,
        "desc": "Crispy glazed tofu over brown rice with broccoli, carrots and a sprinkle of sesame.",
        "cuisine": "Asian Fusion", "category": "Bowls", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "bowl, tofu, meal-prep",
        "ing": """
        1 cup brown rice | 1 | cup | brown rice
        1 package (14 oz) firm tofu, cubed | 1 | package | firm tofu | prep=cubed | notes=14 oz
        1 tbsp cornstarch | 1 | tbsp | cornstarch
        2 tbsp canola oil | 2 | tbsp | canola oil
        3 tbsp soy sauce | 3 | tbsp | soy sauce
        1 tbsp maple syrup | 1 | tbsp | maple syrup
        1 tbsp rice vinegar | 1 | tbsp | rice vinegar
        1 tsp sesame oil | 1 | tsp | sesame oil
        3 cups broccoli florets | 3 | cup | broccoli | prep=florets
        2 carrots, shredded | 2 | - | carrots | prep=shredded
        1 tbsp sesame seeds | 1 | tbsp | sesame seeds
        """,
        "steps": """
        Cook the rice as the package directs.
        Toss the tofu with the cornstarch and fry in the oil until crisp on all sides.
        Steam the broccoli for 4 minutes.
        Simmer the soy sauce, maple syrup, vinegar and sesame oil for 1 minute and toss with the tofu.
        Serve the tofu and vegetables over rice with sesame seeds.
        """,
    },
    {
        "slug": "butternut_squash_soup", "name": "Butternut Squash Soup", "serves": 3, "prep": 15, "cook": 35,
        "desc": "A velvety squash soup with apple, onion and a hint of nutmeg, topped with toasted pumpkin seeds.",
        "cuisine": "American", "category": "Soups", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch", "tags": "soup, autumn, squash",
        "ing": """
        1 butternut squash (about 2 1/2 lb), peeled and cubed | 1 | - | butternut squash | prep=peeled and cubed | notes=about 2 1/2 lb
        1 onion, chopped | 1 | - | onion | prep=chopped
        1 apple, chopped | 1 | - | apple | prep=chopped
        2 tbsp olive oil | 2 | tbsp | olive oil
        4 cups vegetable broth | 4 | cup | vegetable broth
        1/4 tsp ground nutmeg | 0.25 | tsp | ground nutmeg
        1/2 tsp salt | 0.5 | tsp | salt
        1/4 cup pumpkin seeds, toasted | 0.25 | cup | pumpkin seeds | prep=toasted
        """,
        "steps": """
        Soften the onion in the oil for 5 minutes.
        Add the squash, apple, broth, nutmeg and salt and bring to a boil.
        Simmer 25 minutes until the squash is very soft.
        Blend until smooth and adjust the seasoning.
        Serve topped with pumpkin seeds.
        """,
    },
    {
        "slug": "chicken_pita_yogurt_sauce", "name": "Spiced Chicken Pitas with Yogurt Sauce", "serves": 4, "prep": 15, "cook": 15,
        "desc": "Shawarma-spiced chicken strips tucked into warm pita with cucumber, tomato and garlicky yogurt.",
        "cuisine": "Middle Eastern", "category": "Sandwiches", "diet": "",
        "meals": "lunch", "tags": "chicken, pita, spiced",
        "ing": """
        1 1/4 lb boneless chicken thighs, sliced | 1.25 | lb | boneless chicken thighs | prep=sliced
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 tsp ground cumin | 1 | tsp | ground cumin
        1 tsp paprika | 1 | tsp | paprika
        1/2 tsp ground turmeric | 0.5 | tsp | ground turmeric
        1/2 tsp ground cinnamon | 0.5 | tsp | ground cinnamon
        1/2 tsp salt | 0.5 | tsp | salt
        4 pita breads | 4 | - | pita breads
        3/4 cup plain Greek yogurt | 0.75 | cup | plain Greek yogurt
        1 clove garlic, grated | 1 | clove | garlic | prep=grated
        1 cucumber, diced | 1 | - | cucumber | prep=diced
        2 tomatoes, diced | 2 | - | tomatoes | prep=diced
        """,
        "steps": """
        Toss the chicken with the oil, spices and salt.
        Sear in a hot skillet for 8 to 10 minutes until browned and cooked through.
        Stir the garlic into the yogurt with a pinch of salt.
        Warm the pitas and fill with chicken, cucumber, tomato and a spoonful of yogurt sauce.
        """,
    },
    {
        "slug": "hummus_veggie_wrap", "name": "Hummus Veggie Wrap", "serves": 2, "prep": 10, "cook": 0,
        "desc": "A packable wrap of hummus, crunchy vegetables, spinach and a little feta.",
        "cuisine": "Mediterranean", "category": "Sandwiches", "diet": "Vegetarian",
        "meals": "lunch", "tags": "wrap, no-cook, packable",
        "ing": """
        2 large whole wheat tortillas | 2 | - | whole wheat tortillas | size=large
        1/2 cup hummus | 0.5 | cup | hummus
        1 cup baby spinach | 1 | cup | baby spinach
        1 red bell pepper, sliced | 1 | - | red bell pepper | prep=sliced
        1 carrot, shredded | 1 | - | carrot | prep=shredded
        1/2 cucumber, sliced | 0.5 | - | cucumber | prep=sliced
        1/4 cup crumbled feta | 0.25 | cup | feta | prep=crumbled
        """,
        "steps": """
        Spread each tortilla with hummus, leaving a border.
        Layer on the spinach, pepper, carrot, cucumber and feta.
        Roll up tightly and cut in half on the diagonal.
        """,
    },
    {
        "slug": "kale_quinoa_apple_salad", "name": "Kale, Quinoa and Apple Salad", "serves": 4, "prep": 15, "cook": 15,
        "desc": "Massaged kale with quinoa, crisp apple, raisins and toasted almonds in a maple-mustard dressing.",
        "cuisine": "American", "category": "Salads", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch", "tags": "salad, grains, autumn",
        "ing": """
        3/4 cup quinoa, rinsed | 0.75 | cup | quinoa | prep=rinsed
        1 bunch kale, stems removed and chopped | 1 | bunch | kale | prep=stems removed and chopped
        1 apple, thinly sliced | 1 | - | apple | prep=thinly sliced
        1/3 cup raisins | 0.33 | cup | raisins
        1/3 cup sliced almonds, toasted | 0.33 | cup | almonds | prep=toasted
        3 tbsp olive oil | 3 | tbsp | olive oil
        2 tbsp cider vinegar | 2 | tbsp | cider vinegar
        1 tbsp maple syrup | 1 | tbsp | maple syrup
        1 tsp yellow mustard | 1 | tsp | yellow mustard
        """,
        "steps": """
        Cook the quinoa in 1 1/2 cups water for 15 minutes and let cool.
        Whisk the oil, vinegar, maple syrup and mustard with a pinch of salt.
        Massage the kale with a spoonful of the dressing for 2 minutes until it softens.
        Toss in the quinoa, apple, raisins, almonds and remaining dressing.
        """,
    },
    {
        "slug": "black_bean_soup", "name": "Smoky Black Bean Soup", "serves": 3, "prep": 10, "cook": 30,
        "desc": "A thick blended black bean soup with cumin and smoked paprika, topped with yogurt and cilantro.",
        "cuisine": "Latin American", "category": "Soups", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "soup, legumes, budget",
        "ing": """
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        1 green bell pepper, diced | 1 | - | green bell pepper | prep=diced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        2 tsp ground cumin | 2 | tsp | ground cumin
        1 tsp smoked paprika | 1 | tsp | smoked paprika
        3 cans (15 oz) black beans, rinsed | 3 | can | black beans | prep=rinsed | notes=15 oz each
        4 cups vegetable broth | 4 | cup | vegetable broth
        1 tbsp lime juice | 1 | tbsp | lime juice
        1/4 cup plain Greek yogurt | 0.25 | cup | plain Greek yogurt
        2 tbsp chopped cilantro | 2 | tbsp | cilantro | prep=chopped
        """,
        "steps": """
        Soften the onion and pepper in the oil for 6 minutes, then add the garlic and spices for 1 minute.
        Add the beans and broth and simmer 20 minutes.
        Blend about half the soup and stir it back in.
        Add the lime juice, season, and serve with yogurt and cilantro.
        """,
    },
    {
        "slug": "blt_avocado_sandwich", "name": "BLT with Avocado", "serves": 2, "prep": 10, "cook": 10,
        "desc": "Crisp bacon, lettuce, ripe tomato and sliced avocado on toasted whole wheat bread.",
        "cuisine": "American", "category": "Sandwiches", "diet": "",
        "meals": "lunch", "tags": "sandwich, bacon, classic",
        "ing": """
        6 slices bacon | 6 | slice | bacon
        4 slices whole wheat bread, toasted | 4 | slice | whole wheat bread | prep=toasted
        1 tbsp mayonnaise | 1 | tbsp | mayonnaise
        4 romaine leaves | 4 | leaf | romaine
        1 large tomato, sliced | 1 | - | tomato | size=large | prep=sliced
        1/2 avocado, sliced | 0.5 | - | avocado | prep=sliced
        """,
        "steps": """
        Cook the bacon until crisp and drain.
        Spread the toast thinly with mayonnaise.
        Layer lettuce, tomato, avocado and bacon on two slices and close the sandwiches.
        """,
    },
    {
        "slug": "tuna_nicoise_salad", "name": "Tuna Nicoise Salad", "serves": 4, "prep": 20, "cook": 20,
        "desc": "Potatoes, green beans, eggs, olives and tuna arranged on greens with a mustard vinaigrette.",
        "cuisine": "French", "category": "Salads", "diet": "Pescatarian, Gluten-Free, Dairy-Free",
        "meals": "lunch", "tags": "salad, fish, eggs",
        "ing": """
        1 lb small red potatoes | 1 | lb | small red potatoes
        8 oz green beans, trimmed | 8 | oz | green beans | prep=trimmed
        4 large eggs | 4 | - | eggs | size=large
        2 cans (5 oz) tuna in water, drained | 2 | can | tuna in water | prep=drained | notes=5 oz each
        6 cups mixed greens | 6 | cup | mixed greens
        1 cup cherry tomatoes, halved | 1 | cup | cherry tomatoes | prep=halved
        1/3 cup black olives | 0.33 | cup | black olives
        3 tbsp olive oil | 3 | tbsp | olive oil
        2 tbsp red wine vinegar | 2 | tbsp | red wine vinegar
        1 tsp yellow mustard | 1 | tsp | mustard
        """,
        "steps": """
        Boil the potatoes until tender, about 15 minutes, adding the green beans for the last 4 minutes; drain and cool.
        Hard-boil the eggs for 9 minutes, cool and quarter.
        Whisk the oil, vinegar and mustard with salt and pepper.
        Arrange the greens, potatoes, beans, eggs, tuna, tomatoes and olives on plates and drizzle with the dressing.
        """,
    },
    {
        "slug": "lemon_chicken_rice_soup", "name": "Lemon Chicken and Rice Soup", "serves": 3, "prep": 10, "cook": 35,
        "desc": "A bright Greek-inspired soup of chicken and rice thickened with egg and lemon.",
        "cuisine": "Greek", "category": "Soups", "diet": "Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "soup, chicken, lemon",
        "ing": """
        8 cups chicken broth | 8 | cup | chicken broth
        1 lb boneless chicken breasts | 1 | lb | boneless chicken breasts
        2/3 cup long-grain white rice | 0.67 | cup | long-grain white rice
        1 onion, finely diced | 1 | - | onion | prep=finely diced
        2 carrots, diced | 2 | - | carrots | prep=diced
        3 large eggs | 3 | - | eggs | size=large
        1/3 cup lemon juice | 0.33 | cup | lemon juice
        2 tbsp chopped dill | 2 | tbsp | dill | prep=chopped
        """,
        "steps": """
        Simmer the chicken, onion and carrots in the broth for 15 minutes, then remove the chicken and shred it.
        Add the rice and simmer 15 minutes until tender.
        Whisk the eggs with the lemon juice, then slowly whisk in two ladles of hot broth.
        Take the pot off the heat and stir in the egg mixture, then the chicken.
        Warm gently without boiling and finish with dill.
        """,
    },
    {
        "slug": "turkey_swiss_panini", "name": "Turkey and Swiss Panini", "serves": 2, "prep": 5, "cook": 8,
        "desc": "A pressed sandwich of turkey, Swiss, spinach and mustard on sourdough.",
        "cuisine": "Italian-American", "category": "Sandwiches", "diet": "",
        "meals": "lunch", "tags": "sandwich, pressed, quick",
        "ing": """
        4 slices sourdough bread | 4 | slice | sourdough bread
        6 oz sliced turkey breast | 6 | oz | sliced turkey breast
        2 slices Swiss cheese | 2 | slice | Swiss cheese
        1 cup baby spinach | 1 | cup | baby spinach
        2 tsp yellow mustard | 2 | tsp | mustard
        1 tsp olive oil | 1 | tsp | olive oil
        """,
        "steps": """
        Spread two slices of bread with mustard and layer with turkey, spinach and cheese.
        Close the sandwiches and brush the outsides with oil.
        Cook in a panini press or weighted skillet 3 to 4 minutes per side until golden and melted.
        """,
    },
    {
        "slug": "mediterranean_couscous_salad", "name": "Mediterranean Couscous Salad", "serves": 4, "prep": 15, "cook": 5,
        "desc": "Fluffy couscous with cucumber, roasted pepper, olives, herbs and feta in a lemon dressing.",
        "cuisine": "Mediterranean", "category": "Salads", "diet": "Vegetarian",
        "meals": "lunch", "tags": "salad, quick, make-ahead",
        "ing": """
        1 cup couscous | 1 | cup | couscous
        1 1/4 cups boiling water | 1.25 | cup | boiling water
        1 cucumber, diced | 1 | - | cucumber | prep=diced
        1 red bell pepper, diced | 1 | - | red bell pepper | prep=diced
        1/3 cup Kalamata olives, halved | 0.33 | cup | Kalamata olives | prep=halved
        1 can (15 oz) chickpeas, rinsed | 1 | can | chickpeas | prep=rinsed | notes=15 oz
        1/2 cup chopped parsley | 0.5 | cup | parsley | prep=chopped
        1/2 cup crumbled feta | 0.5 | cup | feta | prep=crumbled
        3 tbsp olive oil | 3 | tbsp | olive oil
        3 tbsp lemon juice | 3 | tbsp | lemon juice
        """,
        "steps": """
        Pour the boiling water over the couscous, cover for 5 minutes, then fluff with a fork.
        Whisk the oil and lemon juice with salt and pepper.
        Toss the couscous with the vegetables, olives, chickpeas and parsley.
        Add the dressing and feta and toss gently.
        """,
    },
    {
        "slug": "chicken_lettuce_wraps", "name": "Chicken Lettuce Wraps", "serves": 4, "prep": 15, "cook": 12,
        "desc": "Ground chicken stir-fried with shiitake, crunchy celery and hoisin, spooned into lettuce cups.",
        "cuisine": "Chinese", "category": "Stir-Fries", "diet": "Dairy-Free",
        "meals": "lunch dinner", "tags": "low-carb, chicken, quick",
        "ing": """
        1 lb ground chicken | 1 | lb | ground chicken
        1 tbsp canola oil | 1 | tbsp | canola oil
        4 oz shiitake mushrooms, diced | 4 | oz | shiitake mushrooms | prep=diced
        2 celery stalks, finely diced | 2 | stalk | celery | prep=finely diced
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        1 tbsp grated ginger | 1 | tbsp | ginger | prep=grated
        3 tbsp hoisin sauce | 3 | tbsp | hoisin sauce
        1 tbsp soy sauce | 1 | tbsp | soy sauce
        1 tbsp rice vinegar | 1 | tbsp | rice vinegar
        3 green onions, sliced | 3 | - | green onions | prep=sliced
        1 head butter lettuce, leaves separated | 1 | head | butter lettuce | prep=leaves separated
        3 cups cooked jasmine rice, for serving | 3 | cup | cooked jasmine rice | notes=for serving
        """,
        "steps": """
        Brown the chicken in the oil over high heat, breaking it up, about 5 minutes.
        Add the mushrooms, celery, garlic and ginger and cook 3 minutes.
        Stir in the hoisin, soy sauce and vinegar and cook until glossy.
        Add the green onions and spoon into lettuce leaves at the table, with rice on the side.
        """,
    },
    {
        "slug": "veggie_mozzarella_pasta_salad", "name": "Veggie Pasta Salad with Mozzarella", "serves": 6, "prep": 15, "cook": 12,
        "desc": "Short pasta with cherry tomatoes, cucumber, peppers, mozzarella pearls and basil in a red wine vinaigrette.",
        "cuisine": "Italian-American", "category": "Salads, Pasta", "diet": "Vegetarian",
        "meals": "lunch", "tags": "pasta, make-ahead, picnic",
        "ing": """
        12 oz rotini pasta | 12 | oz | rotini pasta
        2 cups cherry tomatoes, halved | 2 | cup | cherry tomatoes | prep=halved
        1 cucumber, diced | 1 | - | cucumber | prep=diced
        1 yellow bell pepper, diced | 1 | - | yellow bell pepper | prep=diced
        8 oz fresh mozzarella pearls | 8 | oz | fresh mozzarella
        1/3 cup black olives, sliced | 0.33 | cup | black olives | prep=sliced
        1/4 cup olive oil | 0.25 | cup | olive oil
        3 tbsp red wine vinegar | 3 | tbsp | red wine vinegar
        1 tsp dried oregano | 1 | tsp | dried oregano
        1/2 cup basil leaves, torn | 0.5 | cup | basil | prep=torn
        """,
        "steps": """
        Cook the pasta in salted water until al dente, rinse under cold water and drain well.
        Whisk the oil, vinegar and oregano with salt and pepper.
        Toss the pasta with the vegetables, mozzarella, olives and dressing.
        Fold in the basil and chill until serving.
        """,
    },
    {
        "slug": "white_bean_tuna_salad", "name": "White Bean and Tuna Salad", "serves": 2, "prep": 10, "cook": 0,
        "desc": "An Italian pantry salad of cannellini beans, tuna, red onion, parsley and lemon, great with greens.",
        "cuisine": "Italian", "category": "Salads", "diet": "Pescatarian, Gluten-Free, Dairy-Free",
        "meals": "lunch", "tags": "salad, no-cook, pantry",
        "ing": """
        1 can (15 oz) white beans, rinsed | 1 | can | white beans | prep=rinsed | notes=15 oz
        1 can (5 oz) tuna in water, drained | 1 | can | tuna in water | prep=drained | notes=5 oz
        1/4 red onion, finely sliced | 0.25 | - | red onion | prep=finely sliced
        1/4 cup chopped parsley | 0.25 | cup | parsley | prep=chopped
        2 tbsp olive oil | 2 | tbsp | olive oil
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        2 cups arugula | 2 | cup | arugula
        """,
        "steps": """
        Combine the beans, tuna, onion and parsley in a bowl.
        Dress with the oil and lemon juice and season with salt and pepper.
        Serve over the arugula.
        """,
    },
]

# ---------------------------------------------------------------------------------------------
# Dinner
# ---------------------------------------------------------------------------------------------
RECIPES += [
    {
        "slug": "spaghetti_bolognese", "name": "Weeknight Spaghetti Bolognese", "serves": 6, "prep": 15, "cook": 45,
        "desc": "A rich beef and tomato ragu with carrot and celery, simmered until thick and tossed with spaghetti.",
        "cuisine": "Italian", "category": "Pasta", "diet": "",
        "meals": "dinner", "tags": "pasta, beef, family",
        "ing": """
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 onion, finely diced | 1 | - | onion | prep=finely diced
        1 carrot, finely diced | 1 | - | carrot | prep=finely diced
        1 celery stalk, finely diced | 1 | stalk | celery | prep=finely diced
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        1 lb lean ground beef | 1 | lb | lean ground beef
        2 tbsp tomato paste | 2 | tbsp | tomato paste
        1 can (28 oz) crushed tomatoes | 1 | can | crushed tomatoes | notes=28 oz
        1/2 cup milk | 0.5 | cup | milk
        1 tsp dried oregano | 1 | tsp | dried oregano
        1 lb spaghetti | 1 | lb | spaghetti
        1/3 cup grated parmesan | 0.33 | cup | parmesan | prep=grated
        """,
        "steps": """
        Soften the onion, carrot and celery in the oil for 8 minutes, adding the garlic at the end.
        Add the beef and brown it, breaking it up, about 6 minutes.
        Stir in the tomato paste, then the tomatoes, milk and oregano.
        Simmer gently, partly covered, for 30 minutes, stirring now and then; season to taste.
        Cook the spaghetti until al dente, drain and toss with the sauce.
        Serve with parmesan.
        """,
    },
    {
        "slug": "sheet_pan_lemon_herb_chicken", "name": "Sheet-Pan Lemon Herb Chicken and Potatoes", "serves": 4, "prep": 15, "cook": 40,
        "desc": "Chicken thighs roasted on one pan with potatoes, red onion and green beans in lemon, garlic and rosemary.",
        "cuisine": "Mediterranean", "category": "Sheet-Pan Dinners", "diet": "Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "sheet-pan, chicken, easy",
        "ing": """
        1 1/2 lb boneless chicken thighs | 1.5 | lb | boneless chicken thighs
        1 1/2 lb small potatoes, halved | 1.5 | lb | small potatoes | prep=halved
        1 red onion, cut into wedges | 1 | - | red onion | prep=cut into wedges
        8 oz green beans, trimmed | 8 | oz | green beans | prep=trimmed
        3 tbsp olive oil | 3 | tbsp | olive oil
        3 tbsp lemon juice | 3 | tbsp | lemon juice
        4 cloves garlic, minced | 4 | clove | garlic | prep=minced
        1 tbsp chopped rosemary | 1 | tbsp | rosemary | prep=chopped
        1 tsp salt | 1 | tsp | salt
        """,
        "steps": """
        Heat the oven to 425°F (220°C).
        Whisk the oil, lemon juice, garlic, rosemary and salt.
        Toss the potatoes and onion with half the mixture and roast 15 minutes.
        Add the chicken and green beans, brush with the rest of the mixture and roast 25 minutes more until the chicken reaches 165°F (74°C).
        """,
    },
    {
        "slug": "baked_salmon_asparagus", "name": "Baked Salmon with Asparagus and Rice", "serves": 4, "prep": 10, "cook": 20,
        "desc": "Salmon fillets and asparagus roasted with garlic and lemon, served over fluffy rice.",
        "cuisine": "American", "category": "Fish", "diet": "Pescatarian, Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "fish, omega-3, quick",
        "ing": """
        4 salmon fillets (6 oz each) | 4 | - | salmon fillets | notes=6 oz each
        1 lb asparagus, trimmed | 1 | lb | asparagus | prep=trimmed
        2 tbsp olive oil | 2 | tbsp | olive oil
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        1 tsp salt | 1 | tsp | salt
        1 cup long-grain white rice | 1 | cup | long-grain white rice
        """,
        "steps": """
        Cook the rice as the package directs.
        Heat the oven to 425°F (220°C).
        Lay the salmon and asparagus on a lined sheet pan, drizzle with oil, garlic and lemon and season with salt.
        Roast 12 to 15 minutes until the salmon flakes easily.
        Serve over the rice.
        """,
    },
    {
        "slug": "beef_broccoli_stir_fry", "name": "Beef and Broccoli Stir-Fry", "serves": 4, "prep": 15, "cook": 15,
        "desc": "Thin slices of flank steak and crisp broccoli in a glossy ginger-garlic sauce over rice.",
        "cuisine": "Chinese", "category": "Stir-Fries", "diet": "Dairy-Free",
        "meals": "dinner", "tags": "stir-fry, beef, quick",
        "ing": """
        1 lb flank steak, thinly sliced | 1 | lb | flank steak | prep=thinly sliced
        1 tbsp cornstarch | 1 | tbsp | cornstarch
        2 tbsp canola oil | 2 | tbsp | canola oil
        5 cups broccoli florets | 5 | cup | broccoli | prep=florets
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 tbsp grated ginger | 1 | tbsp | ginger | prep=grated
        3 tbsp soy sauce | 3 | tbsp | soy sauce
        2 tbsp oyster sauce | 2 | tbsp | oyster sauce
        1 tbsp brown sugar | 1 | tbsp | brown sugar
        1 cup long-grain white rice | 1 | cup | long-grain white rice
        """,
        "steps": """
        Cook the rice as the package directs.
        Toss the beef with the cornstarch.
        Sear the beef in half the oil over high heat in batches until browned, then set aside.
        Stir-fry the broccoli in the rest of the oil with 3 tbsp water for 3 minutes, then add the garlic and ginger.
        Return the beef with the soy sauce, oyster sauce and sugar and toss until glossy.
        Serve over the rice.
        """,
    },
    {
        "slug": "chicken_tikka_masala", "name": "Chicken Tikka Masala", "serves": 4, "prep": 20, "cook": 35,
        "desc": "Yogurt-marinated chicken simmered in a spiced tomato cream sauce, served with basmati-style rice.",
        "cuisine": "Indian", "category": "Curries", "diet": "Gluten-Free",
        "meals": "dinner", "tags": "curry, chicken, spiced",
        "ing": """
        1 1/2 lb boneless chicken breasts, cubed | 1.5 | lb | boneless chicken breasts | prep=cubed
        1/2 cup plain yogurt | 0.5 | cup | plain yogurt
        1 tbsp curry powder | 1 | tbsp | curry powder
        1 tsp ground cumin | 1 | tsp | ground cumin
        1 tbsp butter | 1 | tbsp | butter
        1 onion, finely chopped | 1 | - | onion | prep=finely chopped
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 tbsp grated ginger | 1 | tbsp | ginger | prep=grated
        1 can (14 oz) crushed tomatoes | 1 | can | crushed tomatoes | notes=14 oz
        1/2 cup heavy cream | 0.5 | cup | heavy cream
        1 tsp salt | 1 | tsp | salt
        1 cup long-grain white rice | 1 | cup | long-grain white rice
        2 tbsp chopped cilantro | 2 | tbsp | cilantro | prep=chopped
        """,
        "steps": """
        Toss the chicken with the yogurt, half the curry powder and the cumin and marinate 15 minutes or up to a day.
        Broil or sear the chicken until charred in spots; it will finish cooking in the sauce.
        Melt the butter and cook the onion 8 minutes, then add the garlic, ginger and remaining curry powder for 1 minute.
        Add the tomatoes and salt and simmer 10 minutes, then stir in the cream and the chicken and simmer 10 minutes more.
        Cook the rice and serve the curry over it with cilantro.
        """,
    },
    {
        "slug": "chickpea_spinach_curry", "name": "Chickpea and Spinach Coconut Curry", "serves": 4, "prep": 10, "cook": 25,
        "desc": "A quick pantry curry of chickpeas, tomatoes and spinach in spiced coconut milk.",
        "cuisine": "Indian", "category": "Curries", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "curry, legumes, pantry",
        "ing": """
        1 tbsp coconut oil | 1 | tbsp | coconut oil
        1 onion, diced | 1 | - | onion | prep=diced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 tbsp grated ginger | 1 | tbsp | ginger | prep=grated
        1 tbsp curry powder | 1 | tbsp | curry powder
        1/2 tsp ground turmeric | 0.5 | tsp | ground turmeric
        2 cans (15 oz) chickpeas, rinsed | 2 | can | chickpeas | prep=rinsed | notes=15 oz each
        1 can (14 oz) diced tomatoes | 1 | can | diced tomatoes | notes=14 oz
        1 cup canned coconut milk | 1 | cup | coconut milk
        4 cups baby spinach | 4 | cup | baby spinach
        1 tsp salt | 1 | tsp | salt
        1 tbsp lime juice | 1 | tbsp | lime juice
        1 cup brown rice | 1 | cup | brown rice
        """,
        "steps": """
        Start the brown rice cooking as the package directs.
        Soften the onion in the oil for 6 minutes, then add the garlic, ginger, curry powder and turmeric for 1 minute.
        Add the chickpeas, tomatoes, coconut milk and salt and simmer 15 minutes.
        Stir in the spinach until wilted and finish with lime juice.
        Serve with the rice.
        """,
    },
    {
        "slug": "vegetable_lasagna", "name": "Spinach and Zucchini Lasagna", "serves": 6, "prep": 30, "cook": 60,
        "desc": "Layers of pasta, ricotta with spinach, sauteed zucchini, marinara and melted mozzarella.",
        "cuisine": "Italian", "category": "Pasta, Casseroles", "diet": "Vegetarian",
        "meals": "dinner", "tags": "baked, make-ahead, family",
        "ing": """
        12 lasagna noodles | 12 | - | lasagna noodles
        1 tbsp olive oil | 1 | tbsp | olive oil
        2 zucchini, diced | 2 | - | zucchini | prep=diced
        10 oz frozen chopped spinach, thawed and squeezed | 10 | oz | frozen chopped spinach | prep=thawed and squeezed
        15 oz part-skim ricotta | 15 | oz | part-skim ricotta
        1 large egg | 1 | - | egg | size=large
        3 cups marinara sauce | 3 | cup | marinara sauce
        2 cups shredded mozzarella | 2 | cup | mozzarella | prep=shredded
        1/2 cup grated parmesan | 0.5 | cup | parmesan | prep=grated
        """,
        "steps": """
        Heat the oven to 375°F (190°C) and cook the noodles until just pliable.
        Saute the zucchini in the oil for 5 minutes.
        Mix the ricotta, spinach, egg and half the parmesan.
        In a 9x13-inch dish layer sauce, noodles, ricotta mixture, zucchini and mozzarella three times, ending with sauce and mozzarella.
        Top with the remaining parmesan, cover with foil and bake 40 minutes, then uncover for 15 minutes.
        Rest 15 minutes before cutting.
        """,
    },
    {
        "slug": "beef_bean_chili", "name": "Beef and Bean Chili", "serves": 4, "prep": 15, "cook": 50,
        "desc": "A hearty chili of ground beef, kidney beans, peppers and tomatoes with warm spices.",
        "cuisine": "American", "category": "Soups, Stews", "diet": "Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "chili, beef, meal-prep",
        "ing": """
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 lb lean ground beef | 1 | lb | lean ground beef
        1 onion, diced | 1 | - | onion | prep=diced
        1 green bell pepper, diced | 1 | - | green bell pepper | prep=diced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        2 tbsp chili powder | 2 | tbsp | chili powder
        2 tsp ground cumin | 2 | tsp | ground cumin
        1 tsp dried oregano | 1 | tsp | dried oregano
        1 can (28 oz) crushed tomatoes | 1 | can | crushed tomatoes | notes=28 oz
        2 cans (15 oz) kidney beans, rinsed | 2 | can | kidney beans | prep=rinsed | notes=15 oz each
        1 cup water | 1 | cup | water
        1 tsp salt | 1 | tsp | salt
        """,
        "steps": """
        Brown the beef in the oil, breaking it up, then add the onion and pepper and cook 6 minutes.
        Stir in the garlic and spices for 1 minute.
        Add the tomatoes, beans, water and salt and bring to a simmer.
        Cook, partly covered, for 40 minutes, stirring now and then, until thick.
        Season to taste and serve with your favorite toppings.
        """,
    },
    {
        "slug": "cod_fish_tacos", "name": "Fish Tacos with Lime Slaw", "serves": 4, "prep": 20, "cook": 10,
        "desc": "Chili-rubbed cod in warm corn tortillas with crunchy cabbage slaw and a creamy lime sauce.",
        "cuisine": "Mexican", "category": "Tacos, Fish", "diet": "Pescatarian, Gluten-Free",
        "meals": "dinner", "tags": "tacos, fish, quick",
        "ing": """
        1 1/2 lb cod fillets | 1.5 | lb | cod fillets
        1 tsp chili powder | 1 | tsp | chili powder
        1/2 tsp ground cumin | 0.5 | tsp | ground cumin
        1/2 tsp salt | 0.5 | tsp | salt
        1 tbsp olive oil | 1 | tbsp | olive oil
        12 corn tortillas | 12 | - | corn tortillas
        3 cups shredded cabbage | 3 | cup | cabbage | prep=shredded
        1/4 cup chopped cilantro | 0.25 | cup | cilantro | prep=chopped
        1/2 cup sour cream | 0.5 | cup | sour cream
        3 tbsp lime juice | 3 | tbsp | lime juice
        1 avocado, sliced | 1 | - | avocado | prep=sliced
        """,
        "steps": """
        Rub the cod with the chili powder, cumin and salt.
        Cook in the oil over medium-high heat 3 to 4 minutes per side until it flakes, then break into chunks.
        Toss the cabbage and cilantro with 2 tbsp lime juice; stir the rest of the lime juice into the sour cream.
        Warm the tortillas and fill with fish, slaw and avocado, then drizzle with the lime sauce.
        """,
    },
    {
        "slug": "pork_tenderloin_sweet_potatoes", "name": "Roast Pork Tenderloin with Sweet Potatoes", "serves": 3, "prep": 10, "cook": 35,
        "desc": "Garlic and thyme rubbed pork tenderloin roasted with sweet potato wedges and Brussels sprouts.",
        "cuisine": "American", "category": "Sheet-Pan Dinners", "diet": "Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "pork, sheet-pan, lean",
        "ing": """
        1 1/2 lb pork tenderloin | 1.5 | lb | pork tenderloin
        2 sweet potatoes, cut into wedges | 2 | - | sweet potatoes | prep=cut into wedges
        12 oz Brussels sprouts, halved | 12 | oz | Brussels sprouts | prep=halved
        3 tbsp olive oil | 3 | tbsp | olive oil
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 tsp dried thyme | 1 | tsp | dried thyme
        1 tsp salt | 1 | tsp | salt
        1 tbsp maple syrup | 1 | tbsp | maple syrup
        """,
        "steps": """
        Heat the oven to 425°F (220°C).
        Toss the sweet potatoes and sprouts with 2 tbsp oil and half the salt and roast 10 minutes.
        Rub the pork with the rest of the oil, the garlic, thyme, remaining salt and maple syrup.
        Nestle the pork among the vegetables and roast 20 to 25 minutes until it reaches 145°F (63°C).
        Rest the pork 5 minutes, then slice and serve with the vegetables.
        """,
    },
    {
        "slug": "shrimp_fried_rice", "name": "Shrimp Fried Rice", "serves": 4, "prep": 15, "cook": 15,
        "desc": "Day-old rice stir-fried with shrimp, egg, peas, carrots and green onion.",
        "cuisine": "Chinese", "category": "Stir-Fries, Rice", "diet": "Pescatarian, Dairy-Free",
        "meals": "dinner", "tags": "rice, leftovers, quick",
        "ing": """
        12 oz raw shrimp, peeled | 12 | oz | shrimp | prep=peeled
        4 cups cooked white rice, chilled | 4 | cup | cooked white rice | prep=chilled
        3 large eggs, beaten | 3 | - | eggs | size=large | prep=beaten
        2 tbsp canola oil | 2 | tbsp | canola oil
        1 cup frozen peas | 1 | cup | frozen peas
        1 carrot, diced | 1 | - | carrot | prep=diced
        3 green onions, sliced | 3 | - | green onions | prep=sliced
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        3 tbsp soy sauce | 3 | tbsp | soy sauce
        1 tsp sesame oil | 1 | tsp | sesame oil
        """,
        "steps": """
        Stir-fry the shrimp in 1 tbsp oil over high heat until pink, then remove.
        Scramble the eggs in the pan, break them up and remove.
        Add the rest of the oil, the carrot, peas and garlic and cook 2 minutes.
        Add the rice and press it against the pan to crisp, stirring occasionally, for 4 minutes.
        Return the shrimp and eggs, add the soy sauce, sesame oil and green onions and toss well.
        """,
    },
    {
        "slug": "mushroom_risotto", "name": "Mushroom Risotto", "serves": 4, "prep": 10, "cook": 35,
        "desc": "Creamy arborio-style rice stirred slowly with browned mushrooms, thyme and parmesan.",
        "cuisine": "Italian", "category": "Rice", "diet": "Vegetarian, Gluten-Free",
        "meals": "dinner", "tags": "rice, comfort, mushrooms",
        "ing": """
        1 1/2 cups short-grain rice (arborio) | 1.5 | cup | short-grain rice | notes=arborio
        1 lb cremini mushrooms, sliced | 1 | lb | cremini mushrooms | prep=sliced
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 tbsp butter | 1 | tbsp | butter
        1 shallot, minced | 1 | - | shallot | prep=minced
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        6 cups vegetable broth, hot | 6 | cup | vegetable broth | prep=hot
        1 tsp fresh thyme leaves | 1 | tsp | thyme
        1/2 cup grated parmesan | 0.5 | cup | parmesan | prep=grated
        """,
        "steps": """
        Brown the mushrooms in the oil in a wide pan for 8 minutes and set half aside.
        Add the butter, shallot and garlic and cook 2 minutes, then stir in the rice for 1 minute.
        Add the broth a ladle at a time, stirring and letting each addition absorb, for about 20 minutes until creamy and just tender.
        Stir in the reserved mushrooms, thyme and parmesan and season to taste.
        """,
    },
    {
        "slug": "turkey_meatballs_marinara", "name": "Turkey Meatballs in Marinara with Spaghetti", "serves": 6, "prep": 20, "cook": 30,
        "desc": "Tender baked turkey meatballs simmered in marinara and served over whole wheat spaghetti.",
        "cuisine": "Italian-American", "category": "Pasta", "diet": "",
        "meals": "dinner", "tags": "pasta, meatballs, family",
        "ing": """
        1 1/4 lb ground turkey | 1.25 | lb | ground turkey
        1/2 cup dry bread crumbs | 0.5 | cup | dry bread crumbs
        1 large egg | 1 | - | egg | size=large
        1/4 cup grated parmesan | 0.25 | cup | parmesan | prep=grated
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        1/2 tsp salt | 0.5 | tsp | salt
        3 cups marinara sauce | 3 | cup | marinara sauce
        12 oz whole wheat spaghetti | 12 | oz | whole wheat spaghetti
        """,
        "steps": """
        Heat the oven to 400°F (200°C).
        Mix the turkey, bread crumbs, egg, parmesan, garlic, parsley and salt and roll into 24 meatballs.
        Bake on a lined sheet 15 minutes.
        Simmer the meatballs in the marinara for 10 minutes.
        Cook the spaghetti and serve topped with the meatballs and sauce.
        """,
    },
    {
        "slug": "thai_coconut_chicken_curry", "name": "Thai-Style Coconut Chicken Curry", "serves": 4, "prep": 15, "cook": 25,
        "desc": "Chicken, bell pepper and green beans simmered in coconut milk with ginger, lime and fish sauce.",
        "cuisine": "Thai", "category": "Curries", "diet": "Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "curry, coconut, chicken",
        "ing": """
        1 1/4 lb boneless chicken thighs, sliced | 1.25 | lb | boneless chicken thighs | prep=sliced
        1 tbsp canola oil | 1 | tbsp | canola oil
        1 shallot, sliced | 1 | - | shallot | prep=sliced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 tbsp grated ginger | 1 | tbsp | ginger | prep=grated
        2 tsp curry powder | 2 | tsp | curry powder
        1 can (13.5 oz) coconut milk | 1 | can | coconut milk | notes=13.5 oz
        1/2 cup chicken broth | 0.5 | cup | chicken broth
        1 red bell pepper, sliced | 1 | - | red bell pepper | prep=sliced
        6 oz green beans, trimmed | 6 | oz | green beans | prep=trimmed
        1 1/2 tbsp fish sauce | 1.5 | tbsp | fish sauce
        2 tbsp lime juice | 2 | tbsp | lime juice
        1/2 cup basil leaves | 0.5 | cup | basil
        1 cup jasmine rice | 1 | cup | jasmine rice
        """,
        "steps": """
        Cook the rice as the package directs.
        Brown the chicken in the oil, then add the shallot, garlic, ginger and curry powder for 1 minute.
        Pour in the coconut milk and broth and simmer 10 minutes.
        Add the pepper and green beans and simmer 5 minutes until crisp-tender.
        Season with fish sauce and lime juice, stir in the basil and serve over rice.
        """,
    },
    {
        "slug": "sweet_potato_black_bean_tacos", "name": "Sweet Potato and Black Bean Tacos", "serves": 4, "prep": 15, "cook": 25,
        "desc": "Roasted cumin sweet potatoes and black beans in corn tortillas with avocado and pickled onion.",
        "cuisine": "Mexican", "category": "Tacos", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "tacos, legumes, roasted",
        "ing": """
        2 sweet potatoes, diced | 2 | - | sweet potatoes | prep=diced
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 tsp ground cumin | 1 | tsp | ground cumin
        1 tsp chili powder | 1 | tsp | chili powder
        1 can (15 oz) black beans, rinsed | 1 | can | black beans | prep=rinsed | notes=15 oz
        1/2 red onion, thinly sliced | 0.5 | - | red onion | prep=thinly sliced
        1/4 cup lime juice | 0.25 | cup | lime juice
        12 corn tortillas | 12 | - | corn tortillas
        1 avocado, sliced | 1 | - | avocado | prep=sliced
        1/4 cup cilantro leaves | 0.25 | cup | cilantro
        """,
        "steps": """
        Heat the oven to 425°F (220°C) and roast the sweet potatoes with the oil, cumin and chili powder for 25 minutes.
        Soak the red onion in the lime juice with a pinch of salt while the potatoes roast.
        Warm the beans and the tortillas.
        Fill the tortillas with sweet potato, beans, avocado, pickled onion and cilantro.
        """,
    },
    {
        "slug": "pesto_chicken_pasta", "name": "Pesto Pasta with Chicken and Peas", "serves": 4, "prep": 10, "cook": 20,
        "desc": "Penne tossed with basil pesto, seared chicken, sweet peas and cherry tomatoes.",
        "cuisine": "Italian", "category": "Pasta", "diet": "",
        "meals": "dinner", "tags": "pasta, chicken, quick",
        "ing": """
        12 oz penne | 12 | oz | penne
        1 lb boneless chicken breasts, cubed | 1 | lb | boneless chicken breasts | prep=cubed
        1 tbsp olive oil | 1 | tbsp | olive oil
        1/2 cup basil pesto | 0.5 | cup | basil pesto
        1 cup frozen peas | 1 | cup | frozen peas
        1 cup cherry tomatoes, halved | 1 | cup | cherry tomatoes | prep=halved
        2 tbsp grated parmesan | 2 | tbsp | parmesan | prep=grated
        """,
        "steps": """
        Cook the penne in salted water, adding the peas for the last 2 minutes; save 1/2 cup of the water and drain.
        Sear the chicken in the oil until golden and cooked through, about 8 minutes.
        Toss the pasta and peas with the chicken, pesto and tomatoes, loosening with pasta water.
        Serve with parmesan.
        """,
    },
    {
        "slug": "beef_stew", "name": "Classic Beef Stew", "serves": 5, "prep": 20, "cook": 70,
        "desc": "Chunks of beef braised until tender with potatoes, carrots and celery in a thyme and tomato gravy.",
        "cuisine": "American", "category": "Stews", "diet": "Dairy-Free",
        "meals": "dinner", "tags": "stew, beef, slow-cooked",
        "ing": """
        2 lb beef chuck for stew, cubed | 2 | lb | beef chuck | prep=cubed
        3 tbsp all-purpose flour | 3 | tbsp | all-purpose flour
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, chopped | 1 | - | onion | prep=chopped
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        2 tbsp tomato paste | 2 | tbsp | tomato paste
        4 cups low-sodium beef broth | 4 | cup | low-sodium beef broth
        1 tbsp Worcestershire sauce | 1 | tbsp | Worcestershire sauce
        1 lb potatoes, cubed | 1 | lb | potatoes | prep=cubed
        4 carrots, cut into chunks | 4 | - | carrots | prep=cut into chunks
        2 celery stalks, sliced | 2 | stalk | celery | prep=sliced
        1 tsp dried thyme | 1 | tsp | dried thyme
        2 bay leaves | 2 | leaf | bay leaves
        1 tsp salt | 1 | tsp | salt
        """,
        "steps": """
        Toss the beef with the flour and salt and brown it in batches in the oil in a heavy pot.
        Cook the onion in the same pot for 5 minutes, then stir in the garlic and tomato paste.
        Return the beef with the broth, Worcestershire, thyme and bay leaves and simmer, covered, for 40 minutes.
        Add the potatoes, carrots and celery and simmer 30 minutes more until everything is tender.
        Remove the bay leaves and season to taste.
        """,
    },
    {
        "slug": "peanut_noodles_tofu", "name": "Peanut Noodles with Crispy Tofu", "serves": 4, "prep": 15, "cook": 20,
        "desc": "Noodles and vegetables in a creamy peanut-lime sauce with pan-crisped tofu.",
        "cuisine": "Asian Fusion", "category": "Noodles", "diet": "Vegan, Dairy-Free",
        "meals": "dinner", "tags": "noodles, tofu, peanut",
        "ing": """
        8 oz whole wheat spaghetti | 8 | oz | whole wheat spaghetti
        1 package (14 oz) firm tofu, cubed | 1 | package | firm tofu | prep=cubed | notes=14 oz
        1 tbsp canola oil | 1 | tbsp | canola oil
        1/3 cup peanut butter | 0.33 | cup | peanut butter
        3 tbsp soy sauce | 3 | tbsp | soy sauce
        2 tbsp lime juice | 2 | tbsp | lime juice
        1 tbsp maple syrup | 1 | tbsp | maple syrup
        1 tsp sriracha | 1 | tsp | sriracha
        1 red bell pepper, sliced | 1 | - | red bell pepper | prep=sliced
        2 cups shredded cabbage | 2 | cup | cabbage | prep=shredded
        2 green onions, sliced | 2 | - | green onions | prep=sliced
        """,
        "steps": """
        Cook the noodles, reserving 1/2 cup of the water, and drain.
        Fry the tofu in the oil until golden on all sides.
        Whisk the peanut butter, soy sauce, lime juice, maple syrup and sriracha with enough hot pasta water to make a pourable sauce.
        Toss the noodles with the sauce, pepper and cabbage.
        Top with the tofu and green onions.
        """,
    },
    {
        "slug": "stuffed_bell_peppers", "name": "Beef and Rice Stuffed Peppers", "serves": 4, "prep": 20, "cook": 45,
        "desc": "Bell peppers filled with seasoned beef, rice and tomato, baked under a layer of cheese.",
        "cuisine": "American", "category": "Casseroles", "diet": "Gluten-Free",
        "meals": "dinner", "tags": "baked, beef, family",
        "ing": """
        4 large bell peppers, tops cut off and seeded | 4 | - | bell peppers | size=large | prep=tops cut off and seeded
        1 lb lean ground beef | 1 | lb | lean ground beef
        1/2 onion, diced | 0.5 | - | onion | prep=diced
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        2 cups cooked white rice | 2 | cup | cooked white rice
        1 can (15 oz) tomato sauce | 1 | can | tomato sauce | notes=15 oz
        1 tsp dried oregano | 1 | tsp | dried oregano
        1/2 tsp salt | 0.5 | tsp | salt
        3/4 cup shredded cheddar | 0.75 | cup | cheddar | prep=shredded
        """,
        "steps": """
        Heat the oven to 375°F (190°C).
        Brown the beef with the onion and garlic, then stir in the rice, half the tomato sauce, the oregano and salt.
        Stand the peppers in a baking dish, fill with the beef mixture and pour the rest of the sauce around them.
        Cover and bake 35 minutes, then top with cheese and bake uncovered 10 minutes more.
        """,
    },
    {
        "slug": "chicken_fajitas", "name": "Chicken Fajitas", "serves": 4, "prep": 15, "cook": 15,
        "desc": "Sizzling strips of spiced chicken with peppers and onions, wrapped in warm tortillas.",
        "cuisine": "Tex-Mex", "category": "Tacos", "diet": "Dairy-Free",
        "meals": "dinner", "tags": "chicken, skillet, family",
        "ing": """
        1 1/2 lb boneless chicken breasts, sliced | 1.5 | lb | boneless chicken breasts | prep=sliced
        2 tbsp olive oil | 2 | tbsp | olive oil
        2 tsp chili powder | 2 | tsp | chili powder
        1 tsp ground cumin | 1 | tsp | ground cumin
        1 tsp smoked paprika | 1 | tsp | smoked paprika
        1/2 tsp salt | 0.5 | tsp | salt
        1 red bell pepper, sliced | 1 | - | red bell pepper | prep=sliced
        1 green bell pepper, sliced | 1 | - | green bell pepper | prep=sliced
        1 onion, sliced | 1 | - | onion | prep=sliced
        2 tbsp lime juice | 2 | tbsp | lime juice
        8 small flour tortillas | 8 | - | flour tortillas | size=small
        1/2 cup salsa | 0.5 | cup | salsa
        """,
        "steps": """
        Toss the chicken with 1 tbsp oil, the spices and salt.
        Sear the chicken in a very hot skillet until cooked through, about 6 minutes, and set aside.
        Cook the peppers and onion in the remaining oil until charred at the edges but still crisp.
        Return the chicken, squeeze over the lime juice and serve with warm tortillas and salsa.
        """,
    },
    {
        "slug": "pork_chops_apples_cabbage", "name": "Pork Chops with Apples and Cabbage", "serves": 4, "prep": 10, "cook": 25,
        "desc": "Seared boneless pork chops with a skillet of softened cabbage, apple and onion with cider vinegar.",
        "cuisine": "German", "category": "Pork", "diet": "Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "pork, skillet, autumn",
        "ing": """
        4 boneless pork chops (6 oz each) | 4 | - | boneless pork chops | notes=6 oz each
        1 tsp salt | 1 | tsp | salt
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, sliced | 1 | - | onion | prep=sliced
        1/2 head green cabbage, shredded | 0.5 | head | green cabbage | prep=shredded
        2 apples, sliced | 2 | - | apples | prep=sliced
        2 tbsp cider vinegar | 2 | tbsp | cider vinegar
        1/2 tsp caraway or cumin seed | 0.5 | tsp | cumin seed
        2 cups cooked brown rice, for serving | 2 | cup | cooked brown rice | notes=for serving
        """,
        "steps": """
        Season the chops with half the salt and sear in 1 tbsp oil for 4 to 5 minutes per side; set aside to rest.
        Add the rest of the oil, the onion and cabbage to the pan and cook 10 minutes until soft.
        Stir in the apples, vinegar, seeds and remaining salt and cook 5 minutes more.
        Return the chops to warm through and serve with the rice.
        """,
    },
    {
        "slug": "garlic_shrimp_zucchini_noodles", "name": "Garlic Butter Shrimp with Zucchini Noodles", "serves": 2, "prep": 15, "cook": 10,
        "desc": "Shrimp sauteed in garlic butter and lemon, tossed with spiralized zucchini and parmesan.",
        "cuisine": "Italian-American", "category": "Fish", "diet": "Pescatarian, Gluten-Free, Low-Carb",
        "meals": "dinner", "tags": "low-carb, shrimp, quick",
        "ing": """
        1 1/2 lb raw shrimp, peeled | 1.5 | lb | shrimp | prep=peeled
        2 tbsp butter | 2 | tbsp | butter
        1 tbsp olive oil | 1 | tbsp | olive oil
        4 cloves garlic, minced | 4 | clove | garlic | prep=minced
        4 zucchini, spiralized | 4 | - | zucchini | prep=spiralized
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        1 pinch red pepper flakes | 1 | pinch | red pepper flakes
        1/4 cup grated parmesan | 0.25 | cup | parmesan | prep=grated
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        """,
        "steps": """
        Cook the shrimp in the oil and half the butter over medium-high heat for 2 minutes per side, then remove.
        Melt the remaining butter with the garlic and pepper flakes for 1 minute.
        Add the zucchini noodles and toss 2 to 3 minutes until just tender.
        Return the shrimp with the lemon juice, then top with parmesan and parsley.
        """,
    },
    {
        "slug": "mediterranean_cod_tomatoes", "name": "Mediterranean Cod with Tomatoes and Olives", "serves": 3, "prep": 10, "cook": 20,
        "desc": "Cod fillets gently cooked in a skillet sauce of tomatoes, olives, capers and garlic, served with crusty bread.",
        "cuisine": "Mediterranean", "category": "Fish", "diet": "Pescatarian, Dairy-Free",
        "meals": "dinner", "tags": "fish, one-pan, light",
        "ing": """
        4 cod fillets (6 oz each) | 4 | - | cod fillets | notes=6 oz each
        2 tbsp olive oil | 2 | tbsp | olive oil
        3 cloves garlic, sliced | 3 | clove | garlic | prep=sliced
        1 can (14 oz) diced tomatoes | 1 | can | diced tomatoes | notes=14 oz
        1/3 cup Kalamata olives, halved | 0.33 | cup | Kalamata olives | prep=halved
        1 tbsp capers | 1 | tbsp | capers
        1/2 tsp dried oregano | 0.5 | tsp | dried oregano
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        4 slices crusty bread | 4 | slice | crusty bread
        """,
        "steps": """
        Warm the oil and garlic in a large skillet until the garlic sizzles.
        Add the tomatoes, olives, capers and oregano and simmer 8 minutes.
        Nestle the seasoned cod into the sauce, cover and cook 8 to 10 minutes until it flakes.
        Scatter with parsley and serve with the bread to soak up the sauce.
        """,
    },
    {
        "slug": "lamb_kofta_couscous", "name": "Lamb Kofta with Herbed Couscous", "serves": 4, "prep": 20, "cook": 15,
        "desc": "Spiced ground lamb skewers with a minty yogurt sauce and parsley couscous.",
        "cuisine": "Middle Eastern", "category": "Lamb", "diet": "",
        "meals": "dinner", "tags": "grill, lamb, spiced",
        "ing": """
        1 lb ground lamb | 1 | lb | ground lamb
        1/2 onion, grated | 0.5 | - | onion | prep=grated
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        1 tsp ground cumin | 1 | tsp | ground cumin
        1 tsp ground coriander | 1 | tsp | ground coriander
        1/2 tsp ground cinnamon | 0.5 | tsp | ground cinnamon
        1/2 tsp salt | 0.5 | tsp | salt
        1 cup couscous | 1 | cup | couscous
        1 1/4 cups boiling water | 1.25 | cup | boiling water
        1/2 cup chopped parsley | 0.5 | cup | parsley | prep=chopped
        3/4 cup plain Greek yogurt | 0.75 | cup | plain Greek yogurt
        2 tbsp chopped mint | 2 | tbsp | mint | prep=chopped
        1 cucumber, diced | 1 | - | cucumber | prep=diced
        """,
        "steps": """
        Mix the lamb, onion, garlic, spices and salt and shape around 8 skewers.
        Grill or broil 10 to 12 minutes, turning, until browned and cooked through.
        Pour the boiling water over the couscous, cover 5 minutes, then fluff with the parsley.
        Stir the mint into the yogurt.
        Serve the kofta on the couscous with cucumber and the yogurt sauce.
        """,
    },
    {
        "slug": "tofu_vegetable_stir_fry", "name": "Tofu and Vegetable Stir-Fry", "serves": 3, "prep": 15, "cook": 15,
        "desc": "Tofu, snap-crisp vegetables and mushrooms in a garlicky soy-ginger sauce with jasmine rice.",
        "cuisine": "Chinese", "category": "Stir-Fries", "diet": "Vegan, Dairy-Free",
        "meals": "dinner", "tags": "stir-fry, tofu, vegetables",
        "ing": """
        1 package (14 oz) firm tofu, cubed | 1 | package | firm tofu | prep=cubed | notes=14 oz
        2 tbsp canola oil | 2 | tbsp | canola oil
        2 cups broccoli florets | 2 | cup | broccoli | prep=florets
        1 red bell pepper, sliced | 1 | - | red bell pepper | prep=sliced
        8 oz mushrooms, sliced | 8 | oz | mushrooms | prep=sliced
        2 heads baby bok choy, quartered | 2 | head | baby bok choy | prep=quartered
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 tbsp grated ginger | 1 | tbsp | ginger | prep=grated
        3 tbsp soy sauce | 3 | tbsp | soy sauce
        1 tbsp cornstarch | 1 | tbsp | cornstarch
        1 cup jasmine rice | 1 | cup | jasmine rice
        """,
        "steps": """
        Cook the rice as the package directs.
        Fry the tofu in 1 tbsp oil until golden and set aside.
        Stir-fry the broccoli, pepper and mushrooms in the rest of the oil for 4 minutes, then add the bok choy, garlic and ginger for 2 minutes.
        Whisk the soy sauce and cornstarch with 1/2 cup water, add to the pan with the tofu and toss until thickened.
        Serve over the rice.
        """,
    },
    {
        "slug": "baked_eggplant_parmesan", "name": "Baked Eggplant Parmesan", "serves": 5, "prep": 25, "cook": 50,
        "desc": "Crumb-coated eggplant slices baked rather than fried, layered with marinara and mozzarella.",
        "cuisine": "Italian", "category": "Casseroles", "diet": "Vegetarian",
        "meals": "dinner", "tags": "baked, eggplant, comfort",
        "ing": """
        2 medium eggplants, sliced into rounds | 2 | - | eggplants | size=medium | prep=sliced into rounds
        2 large eggs, beaten | 2 | - | eggs | size=large | prep=beaten
        1 cup dry bread crumbs | 1 | cup | dry bread crumbs
        1/2 cup grated parmesan | 0.5 | cup | parmesan | prep=grated
        3 tbsp olive oil | 3 | tbsp | olive oil
        3 cups marinara sauce | 3 | cup | marinara sauce
        2 cups shredded mozzarella | 2 | cup | mozzarella | prep=shredded
        1/4 cup basil leaves | 0.25 | cup | basil
        """,
        "steps": """
        Heat the oven to 425°F (220°C).
        Dip the eggplant in egg, then in the crumbs mixed with half the parmesan, and lay on oiled sheet pans.
        Drizzle with oil and bake 25 minutes, turning once, until golden.
        Layer the eggplant with marinara and mozzarella in a baking dish, ending with cheese and the remaining parmesan.
        Lower the oven to 375°F (190°C) and bake 25 minutes until bubbling; top with basil.
        """,
    },
    {
        "slug": "arroz_con_pollo", "name": "Arroz con Pollo", "serves": 6, "prep": 15, "cook": 45,
        "desc": "Chicken thighs and rice cooked together with peppers, tomato, peas and smoked paprika.",
        "cuisine": "Latin American", "category": "Rice", "diet": "Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "one-pot, chicken, rice",
        "ing": """
        2 lb boneless chicken thighs | 2 | lb | boneless chicken thighs
        1 tsp salt | 1 | tsp | salt
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        1 red bell pepper, diced | 1 | - | red bell pepper | prep=diced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        2 tsp smoked paprika | 2 | tsp | smoked paprika
        1/2 tsp ground turmeric | 0.5 | tsp | ground turmeric
        1 1/2 cups long-grain white rice | 1.5 | cup | long-grain white rice
        1 cup canned diced tomatoes | 1 | cup | diced tomatoes
        2 1/2 cups chicken broth | 2.5 | cup | chicken broth
        1 cup frozen peas | 1 | cup | frozen peas
        """,
        "steps": """
        Season the chicken with half the salt and brown it in the oil in a wide pot; set aside.
        Cook the onion and pepper 5 minutes, then add the garlic, paprika, turmeric and rice and stir 2 minutes.
        Add the tomatoes, broth and remaining salt, return the chicken and bring to a boil.
        Cover and cook on low for 25 minutes.
        Scatter the peas on top, cover again for 5 minutes, then fluff and serve.
        """,
    },
    {
        "slug": "lentil_shepherds_pie", "name": "Lentil Shepherd's Pie", "serves": 4, "prep": 20, "cook": 50,
        "desc": "A vegan shepherd's pie of savory lentils and vegetables under a golden mashed potato crust.",
        "cuisine": "British", "category": "Casseroles", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "baked, legumes, comfort",
        "ing": """
        2 lb potatoes, peeled and cubed | 2 | lb | potatoes | prep=peeled and cubed
        1/2 cup unsweetened almond milk | 0.5 | cup | unsweetened almond milk
        3 tbsp olive oil | 3 | tbsp | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        2 carrots, diced | 2 | - | carrots | prep=diced
        2 celery stalks, diced | 2 | stalk | celery | prep=diced
        1 cup brown or green lentils, rinsed | 1 | cup | lentils | prep=rinsed
        2 tbsp tomato paste | 2 | tbsp | tomato paste
        3 cups vegetable broth | 3 | cup | vegetable broth
        1 tsp dried thyme | 1 | tsp | dried thyme
        1 cup frozen peas | 1 | cup | frozen peas
        1 tsp salt | 1 | tsp | salt
        """,
        "steps": """
        Boil the potatoes until tender, drain and mash with the almond milk, 1 tbsp oil and half the salt.
        Cook the onion, carrots and celery in the remaining oil for 8 minutes.
        Add the lentils, tomato paste, broth, thyme and remaining salt and simmer 25 minutes until the lentils are tender and the liquid thickens.
        Stir in the peas and spread the filling in a baking dish.
        Cover with the mash and bake at 400°F (200°C) for 20 minutes until golden.
        """,
    },
    {
        "slug": "teriyaki_salmon_bok_choy", "name": "Teriyaki Salmon with Bok Choy", "serves": 4, "prep": 10, "cook": 20,
        "desc": "Salmon glazed with a quick homemade teriyaki sauce, with garlicky bok choy and rice.",
        "cuisine": "Japanese", "category": "Fish", "diet": "Pescatarian, Dairy-Free",
        "meals": "dinner", "tags": "fish, glazed, omega-3",
        "ing": """
        4 salmon fillets (5 oz each) | 4 | - | salmon fillets | notes=5 oz each
        1/4 cup soy sauce | 0.25 | cup | soy sauce
        2 tbsp honey | 2 | tbsp | honey
        1 tbsp rice vinegar | 1 | tbsp | rice vinegar
        1 tbsp grated ginger | 1 | tbsp | ginger | prep=grated
        1 tsp cornstarch | 1 | tsp | cornstarch
        4 heads baby bok choy, halved | 4 | head | baby bok choy | prep=halved
        1 tbsp canola oil | 1 | tbsp | canola oil
        2 cloves garlic, sliced | 2 | clove | garlic | prep=sliced
        1 cup short-grain rice | 1 | cup | short-grain rice
        """,
        "steps": """
        Cook the rice as the package directs.
        Simmer the soy sauce, honey, vinegar, ginger and cornstarch with 2 tbsp water until thick.
        Sear the salmon in half the oil for 4 minutes, flip, brush with the sauce and cook 3 minutes more.
        Stir-fry the bok choy and garlic in the remaining oil for 3 minutes.
        Serve the salmon with the bok choy and rice, spooning over any extra sauce.
        """,
    },
    {
        "slug": "margherita_pizza", "name": "Homemade Margherita Pizza", "serves": 4, "prep": 80, "cook": 12,
        "desc": "A simple yeasted dough topped with tomato sauce, fresh mozzarella and basil, baked very hot.",
        "cuisine": "Italian", "category": "Pizza", "diet": "Vegetarian",
        "meals": "dinner", "tags": "pizza, baking, weekend",
        "ing": """
        2 1/2 cups all-purpose flour | 2.5 | cup | all-purpose flour
        1 packet instant yeast | 1 | packet | instant yeast
        1 tsp salt | 1 | tsp | salt
        1 cup warm water | 1 | cup | warm water
        2 tbsp olive oil | 2 | tbsp | olive oil
        3/4 cup tomato sauce | 0.75 | cup | tomato sauce
        8 oz fresh mozzarella, torn | 8 | oz | fresh mozzarella | prep=torn
        1/2 cup basil leaves | 0.5 | cup | basil
        """,
        "steps": """
        Mix the flour, yeast, salt, water and 1 tbsp oil into a soft dough and knead 5 minutes.
        Cover and let rise in a warm place for about 1 hour, until doubled.
        Heat the oven to its highest setting, at least 475°F (245°C), with a tray or stone inside.
        Divide the dough in two, stretch each into a thin round and spread with sauce.
        Top with mozzarella, drizzle with the remaining oil and bake 10 to 12 minutes until blistered.
        Scatter with basil and slice.
        """,
    },
    {
        "slug": "broccoli_mac_and_cheese", "name": "Broccoli Mac and Cheese", "serves": 6, "prep": 10, "cook": 20,
        "desc": "Stovetop macaroni in a sharp cheddar sauce with plenty of tender broccoli.",
        "cuisine": "American", "category": "Pasta", "diet": "Vegetarian",
        "meals": "dinner", "tags": "pasta, cheese, family",
        "ing": """
        12 oz elbow macaroni | 12 | oz | elbow macaroni
        4 cups broccoli florets | 4 | cup | broccoli | prep=florets
        2 tbsp butter | 2 | tbsp | butter
        2 tbsp all-purpose flour | 2 | tbsp | all-purpose flour
        2 1/2 cups milk | 2.5 | cup | milk
        2 cups shredded sharp cheddar | 2 | cup | cheddar | prep=shredded
        1/2 tsp yellow mustard | 0.5 | tsp | mustard
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Cook the macaroni in salted water, adding the broccoli for the last 3 minutes, then drain.
        Melt the butter, whisk in the flour and cook 1 minute.
        Gradually whisk in the milk and simmer, stirring, until thickened, about 5 minutes.
        Off the heat stir in the cheese, mustard and salt until smooth.
        Fold in the pasta and broccoli and serve.
        """,
    },
    {
        "slug": "korean_beef_rice_bowl", "name": "Korean-Style Beef Rice Bowl", "serves": 4, "prep": 10, "cook": 15,
        "desc": "Ground beef in a sweet soy, garlic and ginger glaze over rice with cucumber and kimchi.",
        "cuisine": "Korean", "category": "Bowls", "diet": "Dairy-Free",
        "meals": "dinner", "tags": "bowl, beef, quick",
        "ing": """
        1 lb lean ground beef | 1 | lb | lean ground beef
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 tbsp grated ginger | 1 | tbsp | ginger | prep=grated
        1/4 cup soy sauce | 0.25 | cup | soy sauce
        2 tbsp brown sugar | 2 | tbsp | brown sugar
        1 tsp sesame oil | 1 | tsp | sesame oil
        1 cup short-grain rice | 1 | cup | short-grain rice
        1 cucumber, sliced | 1 | - | cucumber | prep=sliced
        1/2 cup kimchi | 0.5 | cup | kimchi
        2 green onions, sliced | 2 | - | green onions | prep=sliced
        1 tsp sesame seeds | 1 | tsp | sesame seeds
        """,
        "steps": """
        Cook the rice as the package directs.
        Brown the beef over high heat, breaking it up, and pour off any fat.
        Add the garlic and ginger for 1 minute, then the soy sauce, sugar and sesame oil and simmer until glossy.
        Spoon over the rice with cucumber, kimchi, green onions and sesame seeds.
        """,
    },
    {
        "slug": "moroccan_chickpea_tagine", "name": "Moroccan Chickpea and Vegetable Tagine", "serves": 4, "prep": 15, "cook": 35,
        "desc": "Chickpeas, butternut squash and carrots stewed with warm spices and apricots, served over couscous.",
        "cuisine": "Moroccan", "category": "Stews", "diet": "Vegan, Dairy-Free",
        "meals": "dinner", "tags": "stew, legumes, spiced",
        "ing": """
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, chopped | 1 | - | onion | prep=chopped
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 tsp ground cumin | 1 | tsp | ground cumin
        1 tsp ground cinnamon | 1 | tsp | ground cinnamon
        1 tsp ground ginger | 1 | tsp | ground ginger
        1/2 tsp ground turmeric | 0.5 | tsp | ground turmeric
        3 cups cubed butternut squash | 3 | cup | butternut squash | prep=cubed
        2 carrots, sliced | 2 | - | carrots | prep=sliced
        1 can (15 oz) chickpeas, rinsed | 1 | can | chickpeas | prep=rinsed | notes=15 oz
        1 can (14 oz) diced tomatoes | 1 | can | diced tomatoes | notes=14 oz
        1 1/2 cups vegetable broth | 1.5 | cup | vegetable broth
        1/3 cup dried apricots, chopped | 0.33 | cup | dried apricots | prep=chopped
        1 cup couscous | 1 | cup | couscous
        """,
        "steps": """
        Soften the onion in the oil for 6 minutes, then stir in the garlic and spices for 1 minute.
        Add the squash, carrots, chickpeas, tomatoes, broth and apricots.
        Cover and simmer 25 minutes until the squash is tender; season with salt.
        Prepare the couscous with 1 1/4 cups boiling water and fluff.
        Serve the tagine over the couscous.
        """,
    },
]

# ---------------------------------------------------------------------------------------------
# Snacks
# ---------------------------------------------------------------------------------------------
RECIPES += [
    {
        "slug": "hummus_carrot_sticks", "name": "Hummus with Carrot and Pepper Sticks", "serves": 2, "prep": 5, "cook": 0,
        "desc": "A simple crunchy snack of creamy hummus with fresh vegetable sticks for dipping.",
        "cuisine": "Middle Eastern", "category": "Snacks, Dips", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "no-cook, vegetables, dip",
        "ing": """
        1/2 cup hummus | 0.5 | cup | hummus
        2 carrots, cut into sticks | 2 | - | carrots | prep=cut into sticks
        1 red bell pepper, cut into strips | 1 | - | red bell pepper | prep=cut into strips
        1 pinch paprika | 1 | pinch | paprika
        """,
        "steps": """
        Spoon the hummus into a small bowl and dust with paprika.
        Arrange the carrot and pepper sticks around it.
        Dip and enjoy, or pack in a lidded container for later.
        """,
    },
    {
        "slug": "apple_peanut_butter", "name": "Apple Slices with Peanut Butter", "serves": 1, "prep": 5, "cook": 0,
        "desc": "Crisp apple wedges with peanut butter and a sprinkle of cinnamon.",
        "cuisine": "American", "category": "Snacks", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "no-cook, fruit, quick",
        "ing": """
        1 apple, sliced | 1 | - | apple | prep=sliced
        2 tbsp peanut butter | 2 | tbsp | peanut butter
        1 pinch ground cinnamon | 1 | pinch | ground cinnamon
        """,
        "steps": """
        Core the apple and cut it into wedges.
        Spoon the peanut butter into a small dish.
        Dust the apple with cinnamon and dip as you eat.
        """,
    },
    {
        "slug": "classic_trail_mix", "name": "Homemade Trail Mix", "serves": 8, "prep": 5, "cook": 0,
        "desc": "A portable mix of almonds, cashews, pumpkin seeds, raisins and dark chocolate chips.",
        "cuisine": "American", "category": "Snacks", "diet": "Vegetarian, Gluten-Free",
        "meals": "snack", "tags": "no-cook, nuts, portable",
        "ing": """
        1/2 cup almonds | 0.5 | cup | almonds
        1/2 cup cashews | 0.5 | cup | cashews
        1/4 cup pumpkin seeds | 0.25 | cup | pumpkin seeds
        1/2 cup raisins | 0.5 | cup | raisins
        1/4 cup dark chocolate chips | 0.25 | cup | dark chocolate chips
        """,
        "steps": """
        Combine everything in a bowl.
        Divide into eight small bags or jars of about 1/4 cup each.
        Store at room temperature for up to two weeks.
        """,
    },
    {
        "slug": "peanut_butter_energy_balls", "name": "Peanut Butter Oat Energy Balls", "serves": 12, "prep": 15, "cook": 0,
        "desc": "No-bake bites of oats, peanut butter, honey, flax and chocolate chips.",
        "cuisine": "American", "category": "Snacks", "diet": "Vegetarian",
        "meals": "snack", "tags": "no-bake, make-ahead, oats",
        "ing": """
        1 cup rolled oats | 1 | cup | rolled oats
        1/2 cup peanut butter | 0.5 | cup | peanut butter
        1/3 cup honey | 0.33 | cup | honey
        1/3 cup semisweet chocolate chips | 0.33 | cup | semisweet chocolate chips
        2 tbsp ground flaxseed | 2 | tbsp | ground flaxseed | prep=ground
        1 tsp vanilla extract | 1 | tsp | vanilla extract
        """,
        "steps": """
        Stir everything together until evenly combined.
        Chill the mixture 20 minutes so it is easier to shape.
        Roll into 24 balls, about a tablespoon each; two make a serving.
        Keep refrigerated for up to a week.
        """,
    },
    {
        "slug": "crispy_roasted_chickpeas", "name": "Crispy Roasted Chickpeas", "serves": 4, "prep": 5, "cook": 35,
        "desc": "Chickpeas roasted until crunchy with olive oil, smoked paprika and garlic powder.",
        "cuisine": "Mediterranean", "category": "Snacks", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "roasted, legumes, crunchy",
        "ing": """
        2 cans (15 oz) chickpeas, rinsed and dried | 2 | can | chickpeas | prep=rinsed and dried | notes=15 oz each
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 tsp smoked paprika | 1 | tsp | smoked paprika
        1/2 tsp garlic powder | 0.5 | tsp | garlic powder
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Heat the oven to 400°F (200°C).
        Pat the chickpeas very dry and toss with the oil.
        Roast on a sheet pan for 30 to 35 minutes, shaking halfway, until crisp.
        Toss with the paprika, garlic powder and salt while hot and let cool.
        """,
    },
    {
        "slug": "guacamole_tortilla_chips", "name": "Guacamole with Tortilla Chips", "serves": 6, "prep": 15, "cook": 0,
        "desc": "Chunky avocado mashed with lime, onion, tomato, jalapeno and cilantro, served with chips.",
        "cuisine": "Mexican", "category": "Snacks, Dips", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "dip, avocado, party",
        "ing": """
        3 ripe avocados | 3 | - | avocados | size=ripe
        2 tbsp lime juice | 2 | tbsp | lime juice
        1/4 cup finely diced red onion | 0.25 | cup | red onion | prep=finely diced
        1 tomato, seeded and diced | 1 | - | tomato | prep=seeded and diced
        1 jalapeno, minced | 1 | - | jalapeno | prep=minced
        1/4 cup chopped cilantro | 0.25 | cup | cilantro | prep=chopped
        1/2 tsp salt | 0.5 | tsp | salt
        4 oz tortilla chips | 4 | oz | tortilla chips
        """,
        "steps": """
        Mash the avocados with the lime juice and salt, leaving some chunks.
        Fold in the onion, tomato, jalapeno and cilantro.
        Taste for salt and lime and serve right away with the chips.
        """,
    },
    {
        "slug": "yogurt_honey_walnuts", "name": "Greek Yogurt with Honey and Walnuts", "serves": 1, "prep": 3, "cook": 0,
        "desc": "Thick yogurt drizzled with honey and scattered with walnuts, a classic Greek snack.",
        "cuisine": "Greek", "category": "Snacks", "diet": "Vegetarian, Gluten-Free",
        "meals": "snack", "tags": "no-cook, yogurt, high-protein",
        "ing": """
        3/4 cup plain Greek yogurt | 0.75 | cup | plain Greek yogurt
        1 tbsp honey | 1 | tbsp | honey
        2 tbsp chopped walnuts | 2 | tbsp | walnuts | prep=chopped
        """,
        "steps": """
        Spoon the yogurt into a bowl.
        Drizzle with honey.
        Scatter the walnuts on top.
        """,
    },
    {
        "slug": "classic_deviled_eggs", "name": "Deviled Eggs", "serves": 6, "prep": 15, "cook": 12,
        "desc": "Hard-boiled egg halves filled with a creamy mustard yolk mixture and dusted with paprika.",
        "cuisine": "American", "category": "Snacks, Appetizers", "diet": "Vegetarian, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "eggs, party, low-carb",
        "ing": """
        6 large eggs | 6 | - | eggs | size=large
        3 tbsp mayonnaise | 3 | tbsp | mayonnaise
        1 tsp yellow mustard | 1 | tsp | yellow mustard
        1 tsp cider vinegar | 1 | tsp | cider vinegar
        1 pinch salt | 1 | pinch | salt
        1/4 tsp paprika | 0.25 | tsp | paprika
        1 tbsp chopped chives | 1 | tbsp | chives | prep=chopped
        """,
        "steps": """
        Cover the eggs with water, bring to a boil, then turn off the heat and leave 10 minutes; cool in ice water and peel.
        Halve the eggs and pop the yolks into a bowl.
        Mash the yolks with the mayonnaise, mustard, vinegar and salt until smooth.
        Spoon back into the whites and finish with paprika and chives; two halves make a serving.
        """,
    },
    {
        "slug": "cucumber_tuna_bites", "name": "Cucumber Tuna Bites", "serves": 2, "prep": 10, "cook": 0,
        "desc": "Thick cucumber rounds topped with a lemony tuna salad and dill.",
        "cuisine": "American", "category": "Snacks, Appetizers", "diet": "Pescatarian, Gluten-Free",
        "meals": "snack", "tags": "no-cook, fish, low-carb",
        "ing": """
        1 can (5 oz) tuna in water, drained | 1 | can | tuna in water | prep=drained | notes=5 oz
        2 tbsp plain Greek yogurt | 2 | tbsp | plain Greek yogurt
        1 tbsp mayonnaise | 1 | tbsp | mayonnaise
        1 tsp lemon juice | 1 | tsp | lemon juice
        1 large cucumber, cut into thick rounds | 1 | - | cucumber | size=large | prep=cut into thick rounds
        1 tbsp chopped dill | 1 | tbsp | dill | prep=chopped
        """,
        "steps": """
        Mix the tuna with the yogurt, mayonnaise and lemon juice and season with pepper.
        Spoon a little onto each cucumber round.
        Top with dill and serve chilled.
        """,
    },
    {
        "slug": "sea_salt_edamame", "name": "Sea Salt Edamame", "serves": 3, "prep": 2, "cook": 5,
        "desc": "Steamed edamame tossed with flaky salt and a pinch of chili.",
        "cuisine": "Japanese", "category": "Snacks", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "high-protein, quick, soy",
        "ing": """
        2 cups frozen shelled edamame | 2 | cup | frozen shelled edamame
        1/2 tsp flaky sea salt | 0.5 | tsp | sea salt
        1 pinch red pepper flakes | 1 | pinch | red pepper flakes
        """,
        "steps": """
        Boil or steam the edamame for 4 to 5 minutes until hot and tender.
        Drain well.
        Toss with the salt and pepper flakes and eat warm or cold.
        """,
    },
    {
        "slug": "parmesan_popcorn", "name": "Parmesan Herb Popcorn", "serves": 4, "prep": 2, "cook": 5,
        "desc": "Air-popped popcorn tossed with olive oil, parmesan and dried herbs.",
        "cuisine": "Italian-American", "category": "Snacks", "diet": "Vegetarian, Gluten-Free",
        "meals": "snack", "tags": "whole grain, movie night, quick",
        "ing": """
        8 cups air-popped popcorn | 8 | cup | air-popped popcorn
        1 tbsp olive oil | 1 | tbsp | olive oil
        1/4 cup grated parmesan | 0.25 | cup | parmesan | prep=grated
        1/2 tsp dried oregano | 0.5 | tsp | dried oregano
        1 pinch salt | 1 | pinch | salt
        """,
        "steps": """
        Pop the corn in an air popper or a covered pot.
        Drizzle with the oil while tossing so it coats evenly.
        Sprinkle with the parmesan, oregano and salt and toss again.
        """,
    },
    {
        "slug": "banana_oat_cookies", "name": "Banana Oat Breakfast Cookies", "serves": 6, "prep": 10, "cook": 15,
        "desc": "Soft cookies made from mashed banana, oats and peanut butter with a few chocolate chips.",
        "cuisine": "American", "category": "Snacks, Baked Goods", "diet": "Vegetarian",
        "meals": "snack", "tags": "baking, kid-friendly, oats",
        "ing": """
        2 ripe bananas, mashed | 2 | - | bananas | size=ripe | prep=mashed
        1 cup rolled oats | 1 | cup | rolled oats
        2 tbsp peanut butter | 2 | tbsp | peanut butter
        1/4 cup dairy-free semisweet chocolate chips | 0.25 | cup | dairy-free semisweet chocolate chips
        1/2 tsp ground cinnamon | 0.5 | tsp | ground cinnamon
        """,
        "steps": """
        Heat the oven to 350°F (175°C) and line a baking sheet.
        Mix the banana, oats, peanut butter and cinnamon, then fold in the chocolate chips.
        Drop 12 spoonfuls onto the sheet and flatten slightly.
        Bake 13 to 15 minutes until set and golden at the edges; two cookies make a serving.
        """,
    },
    {
        "slug": "caprese_skewers", "name": "Caprese Skewers", "serves": 6, "prep": 15, "cook": 0,
        "desc": "Cherry tomatoes, mozzarella pearls and basil on small skewers with a balsamic drizzle.",
        "cuisine": "Italian", "category": "Snacks, Appetizers", "diet": "Vegetarian, Gluten-Free",
        "meals": "snack", "tags": "no-cook, party, summer",
        "ing": """
        2 cups cherry tomatoes | 2 | cup | cherry tomatoes
        8 oz fresh mozzarella pearls | 8 | oz | fresh mozzarella
        1/2 cup basil leaves | 0.5 | cup | basil
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 tbsp balsamic vinegar | 1 | tbsp | balsamic vinegar
        """,
        "steps": """
        Thread a tomato, a basil leaf and a mozzarella pearl onto each small skewer.
        Arrange on a plate.
        Drizzle with the oil and balsamic and season with salt and pepper just before serving.
        """,
    },
    {
        "slug": "cheese_crackers_grapes", "name": "Cheddar, Crackers and Grapes", "serves": 1, "prep": 3, "cook": 0,
        "desc": "A quick snack plate of sharp cheddar, whole wheat crackers and cold grapes.",
        "cuisine": "American", "category": "Snacks", "diet": "Vegetarian",
        "meals": "snack", "tags": "no-cook, snack plate, quick",
        "ing": """
        1 oz sharp cheddar, sliced | 1 | oz | sharp cheddar | prep=sliced
        6 whole wheat crackers | 6 | - | whole wheat crackers
        1 cup red grapes | 1 | cup | red grapes
        """,
        "steps": """
        Slice the cheese.
        Arrange the cheese, crackers and grapes on a small plate.
        Serve right away.
        """,
    },
    {
        "slug": "rice_cake_almond_butter_banana", "name": "Rice Cakes with Almond Butter and Banana", "serves": 1, "prep": 3, "cook": 0,
        "desc": "Crunchy brown rice cakes spread with almond butter and topped with banana coins.",
        "cuisine": "American", "category": "Snacks", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "no-cook, quick, pre-workout",
        "ing": """
        2 brown rice cakes | 2 | - | brown rice cakes
        1 tbsp almond butter | 1 | tbsp | almond butter
        1/2 banana, sliced | 0.5 | - | banana | prep=sliced
        1 pinch ground cinnamon | 1 | pinch | ground cinnamon
        """,
        "steps": """
        Spread the rice cakes with almond butter.
        Top with the banana slices.
        Dust with cinnamon.
        """,
    },
    {
        "slug": "maple_cinnamon_almonds", "name": "Maple Cinnamon Roasted Almonds", "serves": 8, "prep": 5, "cook": 15,
        "desc": "Almonds roasted with a light maple glaze, cinnamon and a pinch of salt.",
        "cuisine": "American", "category": "Snacks", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "nuts, roasted, make-ahead",
        "ing": """
        2 cups whole almonds | 2 | cup | almonds
        2 tbsp maple syrup | 2 | tbsp | maple syrup
        1 tsp ground cinnamon | 1 | tsp | ground cinnamon
        1/4 tsp salt | 0.25 | tsp | salt
        """,
        "steps": """
        Heat the oven to 325°F (165°C) and line a baking sheet.
        Toss the almonds with the maple syrup, cinnamon and salt.
        Spread out and roast 12 to 15 minutes, stirring once, until fragrant.
        Cool completely so the coating crisps; a serving is 1/4 cup.
        """,
    },
    {
        "slug": "fruit_salad_lime_mint", "name": "Fruit Salad with Lime and Mint", "serves": 4, "prep": 15, "cook": 0,
        "desc": "Strawberries, pineapple, kiwi and blueberries brightened with lime, honey and fresh mint.",
        "cuisine": "American", "category": "Snacks, Fruit", "diet": "Vegetarian, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "fruit, no-cook, summer",
        "ing": """
        2 cups strawberries, quartered | 2 | cup | strawberries | prep=quartered
        2 cups pineapple chunks | 2 | cup | pineapple | prep=chunks
        2 kiwis, peeled and sliced | 2 | - | kiwis | prep=peeled and sliced
        1 cup blueberries | 1 | cup | blueberries
        2 tbsp lime juice | 2 | tbsp | lime juice
        1 tbsp honey | 1 | tbsp | honey
        2 tbsp chopped mint | 2 | tbsp | mint | prep=chopped
        """,
        "steps": """
        Combine the fruit in a large bowl.
        Whisk the lime juice and honey and pour over.
        Fold in the mint and chill 10 minutes before serving.
        """,
    },
    {
        "slug": "tzatziki_pita", "name": "Tzatziki with Warm Pita", "serves": 4, "prep": 15, "cook": 5,
        "desc": "Cool garlicky yogurt with grated cucumber and dill, served with warm pita wedges.",
        "cuisine": "Greek", "category": "Snacks, Dips", "diet": "Vegetarian",
        "meals": "snack", "tags": "dip, yogurt, party",
        "ing": """
        1 cup plain Greek yogurt | 1 | cup | plain Greek yogurt
        1/2 cucumber, grated and squeezed | 0.5 | - | cucumber | prep=grated and squeezed
        1 clove garlic, grated | 1 | clove | garlic | prep=grated
        1 tbsp chopped dill | 1 | tbsp | dill | prep=chopped
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        1 tbsp olive oil | 1 | tbsp | olive oil
        2 pita breads, cut into wedges | 2 | - | pita breads | prep=cut into wedges
        """,
        "steps": """
        Squeeze as much liquid as you can from the grated cucumber.
        Stir the cucumber, garlic, dill and lemon juice into the yogurt and season with salt.
        Drizzle with the oil.
        Warm the pita wedges in a dry pan or oven and serve with the dip.
        """,
    },
    {
        "slug": "dark_chocolate_strawberries", "name": "Dark Chocolate Dipped Strawberries", "serves": 6, "prep": 15, "cook": 5,
        "desc": "Fresh strawberries half-dipped in melted dark chocolate and left to set.",
        "cuisine": "French", "category": "Snacks, Desserts", "diet": "Vegetarian, Gluten-Free",
        "meals": "snack", "tags": "chocolate, fruit, treat",
        "ing": """
        1 lb strawberries, washed and dried | 1 | lb | strawberries | prep=washed and dried
        3 oz dark chocolate (70%), chopped | 3 | oz | dark chocolate | prep=chopped
        1 tsp coconut oil | 1 | tsp | coconut oil
        """,
        "steps": """
        Melt the chocolate with the coconut oil in short bursts in the microwave, stirring between each.
        Dip each strawberry halfway and let the excess drip off.
        Set on parchment and chill 15 minutes until firm.
        """,
    },
    {
        "slug": "garlic_kale_chips", "name": "Garlic Kale Chips", "serves": 2, "prep": 10, "cook": 20,
        "desc": "Kale leaves baked low and slow with olive oil, garlic powder and salt until shatteringly crisp.",
        "cuisine": "American", "category": "Snacks", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "vegetables, baked, crunchy",
        "ing": """
        1 bunch kale, stems removed, torn | 1 | bunch | kale | prep=stems removed, torn
        1 tbsp olive oil | 1 | tbsp | olive oil
        1/2 tsp garlic powder | 0.5 | tsp | garlic powder
        1/4 tsp salt | 0.25 | tsp | salt
        """,
        "steps": """
        Heat the oven to 300°F (150°C).
        Dry the kale thoroughly and massage with the oil, garlic powder and salt.
        Spread in a single layer on two sheet pans.
        Bake 18 to 22 minutes, rotating the pans, until crisp but still green.
        """,
    },
    {
        "slug": "white_bean_dip_veggies", "name": "Lemon Rosemary White Bean Dip", "serves": 4, "prep": 10, "cook": 0,
        "desc": "A smooth dip of cannellini beans, lemon, garlic and rosemary with crunchy vegetables.",
        "cuisine": "Italian", "category": "Snacks, Dips", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "dip, legumes, no-cook",
        "ing": """
        1 can (15 oz) white beans, rinsed | 1 | can | white beans | prep=rinsed | notes=15 oz
        2 tbsp olive oil | 2 | tbsp | olive oil
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        1 clove garlic | 1 | clove | garlic
        1 tsp chopped rosemary | 1 | tsp | rosemary | prep=chopped
        1/4 tsp salt | 0.25 | tsp | salt
        2 carrots, cut into sticks | 2 | - | carrots | prep=cut into sticks
        1 cucumber, cut into spears | 1 | - | cucumber | prep=cut into spears
        """,
        "steps": """
        Blend the beans, oil, lemon juice, garlic, rosemary and salt until smooth, adding a splash of water if thick.
        Spoon into a bowl and drizzle with a little extra oil if you like.
        Serve with the carrot sticks and cucumber spears.
        """,
    },
    {
        "slug": "mango_lassi", "name": "Mango Lassi", "serves": 2, "prep": 5, "cook": 0,
        "desc": "A cool blended drink of ripe mango, yogurt, milk and a hint of cardamom.",
        "cuisine": "Indian", "category": "Snacks, Drinks", "diet": "Vegetarian, Gluten-Free",
        "meals": "snack", "tags": "drink, yogurt, fruit",
        "ing": """
        1 cup diced mango | 1 | cup | mango | prep=diced
        1 cup plain yogurt | 1 | cup | plain yogurt
        1/2 cup milk | 0.5 | cup | milk
        1 tbsp honey | 1 | tbsp | honey
        1 pinch ground cardamom | 1 | pinch | ground cardamom
        """,
        "steps": """
        Put everything in a blender.
        Blend until smooth and frothy.
        Pour over ice and serve.
        """,
    },
    {
        "slug": "date_walnut_bites", "name": "Date and Walnut Cocoa Bites", "serves": 8, "prep": 15, "cook": 0,
        "desc": "Chewy no-bake bites of dates, walnuts and cocoa rolled in coconut.",
        "cuisine": "Middle Eastern", "category": "Snacks, Desserts", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "no-bake, make-ahead, dates",
        "ing": """
        12 Medjool dates, pitted | 12 | - | Medjool dates | prep=pitted
        1 cup walnuts | 1 | cup | walnuts
        2 tbsp cocoa powder | 2 | tbsp | cocoa powder
        1 tsp vanilla extract | 1 | tsp | vanilla extract
        1/4 cup unsweetened shredded coconut | 0.25 | cup | unsweetened shredded coconut
        """,
        "steps": """
        Pulse the walnuts in a food processor until finely chopped.
        Add the dates, cocoa and vanilla and process until the mixture clumps.
        Roll into 16 balls and coat in the coconut.
        Chill until firm; two bites make a serving.
        """,
    },
    {
        "slug": "turkey_swiss_rollups", "name": "Turkey and Swiss Roll-Ups", "serves": 2, "prep": 5, "cook": 0,
        "desc": "Sliced turkey rolled around Swiss cheese, cucumber spears and a swipe of mustard.",
        "cuisine": "American", "category": "Snacks", "diet": "Gluten-Free, Low-Carb",
        "meals": "snack", "tags": "no-cook, high-protein, low-carb",
        "ing": """
        4 oz sliced turkey breast | 4 | oz | sliced turkey breast
        2 slices Swiss cheese, halved | 2 | slice | Swiss cheese | prep=halved
        1/2 cucumber, cut into spears | 0.5 | - | cucumber | prep=cut into spears
        2 tsp yellow mustard | 2 | tsp | yellow mustard
        """,
        "steps": """
        Lay out the turkey slices and spread lightly with mustard.
        Top each with a piece of cheese and a cucumber spear.
        Roll up tightly and secure with a toothpick if needed.
        """,
    },
    {
        "slug": "smoked_salmon_cucumber_bites", "name": "Smoked Salmon Cucumber Bites", "serves": 4, "prep": 15, "cook": 0,
        "desc": "Cucumber rounds topped with herbed cream cheese, smoked salmon and capers.",
        "cuisine": "Scandinavian", "category": "Snacks, Appetizers", "diet": "Pescatarian, Gluten-Free",
        "meals": "snack", "tags": "no-cook, party, fish",
        "ing": """
        1 large cucumber, sliced into rounds | 1 | - | cucumber | size=large | prep=sliced into rounds
        3 oz cream cheese, softened | 3 | oz | cream cheese | prep=softened
        1 tbsp chopped dill | 1 | tbsp | dill | prep=chopped
        4 oz smoked salmon, torn | 4 | oz | smoked salmon | prep=torn
        1 tbsp capers | 1 | tbsp | capers
        """,
        "steps": """
        Mix the cream cheese with the dill.
        Spread a little on each cucumber round.
        Top with a piece of salmon and a caper or two.
        """,
    },
    {
        "slug": "strawberry_banana_smoothie", "name": "Strawberry Banana Smoothie", "serves": 2, "prep": 5, "cook": 0,
        "desc": "A classic creamy smoothie of strawberries, banana, yogurt and milk.",
        "cuisine": "American", "category": "Snacks, Drinks", "diet": "Vegetarian, Gluten-Free",
        "meals": "snack", "tags": "smoothie, fruit, quick",
        "ing": """
        1 1/2 cups frozen strawberries | 1.5 | cup | frozen strawberries | prep=frozen
        1 banana | 1 | - | banana
        3/4 cup plain yogurt | 0.75 | cup | plain yogurt
        3/4 cup milk | 0.75 | cup | milk
        """,
        "steps": """
        Add the milk and yogurt to the blender, then the fruit.
        Blend until smooth.
        Pour into two glasses and serve.
        """,
    },
    {
        "slug": "baked_sweet_potato_fries", "name": "Baked Sweet Potato Fries", "serves": 4, "prep": 10, "cook": 25,
        "desc": "Oven-crisped sweet potato sticks with smoked paprika and sea salt.",
        "cuisine": "American", "category": "Snacks, Sides", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "baked, sweet potato, kid-friendly",
        "ing": """
        2 sweet potatoes, cut into sticks | 2 | - | sweet potatoes | prep=cut into sticks
        1 tbsp cornstarch | 1 | tbsp | cornstarch
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 tsp smoked paprika | 1 | tsp | smoked paprika
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Heat the oven to 425°F (220°C) and line two sheet pans.
        Toss the sticks with the cornstarch, then with the oil and paprika.
        Spread out without crowding and bake 20 to 25 minutes, flipping halfway.
        Sprinkle with salt as soon as they come out.
        """,
    },
    {
        "slug": "black_bean_dip_chips", "name": "Warm Black Bean Dip with Chips", "serves": 4, "prep": 10, "cook": 5,
        "desc": "Black beans blended with salsa, cumin and lime, served warm with tortilla chips.",
        "cuisine": "Mexican", "category": "Snacks, Dips", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "dip, legumes, party",
        "ing": """
        1 can (15 oz) black beans, rinsed | 1 | can | black beans | prep=rinsed | notes=15 oz
        1/2 cup salsa | 0.5 | cup | salsa
        1/2 tsp ground cumin | 0.5 | tsp | ground cumin
        1 tbsp lime juice | 1 | tbsp | lime juice
        2 tbsp chopped cilantro | 2 | tbsp | cilantro | prep=chopped
        3 oz tortilla chips | 3 | oz | tortilla chips
        """,
        "steps": """
        Blend the beans, salsa, cumin and lime juice until mostly smooth.
        Warm in a small pan for 3 to 5 minutes, stirring.
        Top with cilantro and serve with the chips.
        """,
    },
    {
        "slug": "pumpkin_seed_granola_bars", "name": "Chewy Pumpkin Seed Granola Bars", "serves": 12, "prep": 15, "cook": 20,
        "desc": "Baked oat bars held together with almond butter and maple, packed with pumpkin seeds and raisins.",
        "cuisine": "American", "category": "Snacks, Baked Goods", "diet": "Vegan, Dairy-Free",
        "meals": "snack", "tags": "baking, make-ahead, portable",
        "ing": """
        2 cups rolled oats | 2 | cup | rolled oats
        1/2 cup pumpkin seeds | 0.5 | cup | pumpkin seeds
        1/3 cup raisins | 0.33 | cup | raisins
        1/2 cup almond butter | 0.5 | cup | almond butter
        1/3 cup maple syrup | 0.33 | cup | maple syrup
        1 tsp ground cinnamon | 1 | tsp | ground cinnamon
        1 pinch salt | 1 | pinch | salt
        """,
        "steps": """
        Heat the oven to 350°F (175°C) and line an 8-inch square pan with parchment.
        Warm the almond butter and maple syrup together until runny.
        Stir in the oats, seeds, raisins, cinnamon and salt until evenly coated.
        Press firmly into the pan and bake 18 to 20 minutes until golden at the edges.
        Cool completely before cutting into 12 bars.
        """,
    },
    {
        "slug": "berry_yogurt_bark", "name": "Frozen Berry Yogurt Bark", "serves": 6, "prep": 10, "cook": 0,
        "desc": "Honey-sweetened Greek yogurt spread thin, studded with berries, chocolate and pistachios, then frozen.",
        "cuisine": "American", "category": "Snacks, Desserts", "diet": "Vegetarian, Gluten-Free",
        "meals": "snack", "tags": "frozen, make-ahead, yogurt",
        "ing": """
        2 cups plain Greek yogurt | 2 | cup | plain Greek yogurt
        2 tbsp honey | 2 | tbsp | honey
        1 cup mixed berries | 1 | cup | mixed berries
        1 oz dark chocolate, chopped | 1 | oz | dark chocolate | prep=chopped
        2 tbsp chopped pistachios | 2 | tbsp | pistachios | prep=chopped
        """,
        "steps": """
        Stir the honey into the yogurt.
        Spread it about 1/2 inch thick on a parchment-lined tray.
        Scatter with the berries, chocolate and pistachios.
        Freeze at least 3 hours, then break into pieces and keep frozen.
        """,
    },
    {
        "slug": "ants_on_a_log", "name": "Ants on a Log", "serves": 2, "prep": 5, "cook": 0,
        "desc": "Celery sticks filled with peanut butter and dotted with raisins, a crunchy childhood favorite.",
        "cuisine": "American", "category": "Snacks", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "snack", "tags": "no-cook, kid-friendly, quick",
        "ing": """
        4 celery stalks, cut into thirds | 4 | stalk | celery | prep=cut into thirds
        1/4 cup peanut butter | 0.25 | cup | peanut butter
        2 tbsp raisins | 2 | tbsp | raisins
        """,
        "steps": """
        Fill the groove of each celery piece with peanut butter.
        Press a row of raisins on top.
        Serve right away or chill for later.
        """,
    },
    {
        "slug": "pita_pizza_bites", "name": "Pita Pizza Bites", "serves": 4, "prep": 5, "cook": 10,
        "desc": "Pita breads topped with marinara, mozzarella and oregano, baked crisp and cut into wedges.",
        "cuisine": "Italian-American", "category": "Snacks", "diet": "Vegetarian",
        "meals": "snack", "tags": "kid-friendly, quick, baked",
        "ing": """
        2 pita breads | 2 | - | pita breads
        1/2 cup marinara sauce | 0.5 | cup | marinara sauce
        1/2 cup shredded mozzarella | 0.5 | cup | mozzarella | prep=shredded
        1/2 tsp dried oregano | 0.5 | tsp | dried oregano
        """,
        "steps": """
        Heat the oven to 425°F (220°C).
        Spread the pitas with marinara and top with mozzarella and oregano.
        Bake directly on the rack or a tray for 8 to 10 minutes until the cheese bubbles.
        Cut each pita into 8 wedges; four wedges make a serving.
        """,
    },
    {
        "slug": "ricotta_fig_toast", "name": "Ricotta Toast with Figs and Honey", "serves": 1, "prep": 5, "cook": 2,
        "desc": "Toasted sourdough with creamy ricotta, sliced dried figs, walnuts and a drizzle of honey.",
        "cuisine": "Italian", "category": "Snacks", "diet": "Vegetarian",
        "meals": "snack", "tags": "toast, quick, sweet",
        "ing": """
        1 slice sourdough bread | 1 | slice | sourdough bread
        1/4 cup part-skim ricotta | 0.25 | cup | part-skim ricotta
        2 dried figs, sliced | 2 | - | dried figs | prep=sliced
        1 tbsp chopped walnuts | 1 | tbsp | walnuts | prep=chopped
        1 tsp honey | 1 | tsp | honey
        """,
        "steps": """
        Toast the bread.
        Spread with ricotta.
        Top with the figs and walnuts and drizzle with honey.
        """,
    },
]

# ---------------------------------------------------------------------------------------------
# Full adult portions: quick high-protein breakfasts and snacks, and substantial lunches and
# dinners, so that a 2,000-2,500 kcal adult's week fits the catalog (fixtures/profiles/).
# ---------------------------------------------------------------------------------------------
RECIPES += [
    {
        "slug": "peanut_butter_protein_overnight_oats", "name": "Peanut Butter Protein Overnight Oats", "serves": 1, "prep": 5, "cook": 0,
        "desc": "A big jar of oats soaked overnight in milk and Greek yogurt with peanut butter, chia and banana.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "make-ahead, no-cook, high-protein, oats",
        "ing": """
        3/4 cup rolled oats | 0.75 | cup | rolled oats
        3/4 cup milk | 0.75 | cup | milk
        1/2 cup plain Greek yogurt | 0.5 | cup | plain Greek yogurt
        1 1/2 tbsp peanut butter | 1.5 | tbsp | peanut butter
        1 tbsp chia seeds | 1 | tbsp | chia seeds
        1 banana, sliced | 1 | - | banana | prep=sliced
        """,
        "steps": """
        Stir the oats, milk, yogurt, peanut butter and chia together in a large jar.
        Cover and refrigerate overnight.
        Top with the sliced banana in the morning and eat cold.
        """,
    },
    {
        "slug": "cottage_cheese_berry_granola_bowl", "name": "Cottage Cheese Bowl with Berries and Granola", "serves": 1, "prep": 5, "cook": 0,
        "desc": "Cottage cheese topped with mixed berries, crunchy granola, almonds and a drizzle of honey.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "no-cook, high-protein, quick",
        "ing": """
        1 cup low-fat cottage cheese | 1 | cup | low-fat cottage cheese
        1 cup mixed berries | 1 | cup | mixed berries
        1/2 cup granola | 0.5 | cup | granola
        1 tbsp chopped almonds | 1 | tbsp | almonds | prep=chopped
        2 tsp honey | 2 | tsp | honey
        """,
        "steps": """
        Spoon the cottage cheese into a bowl.
        Top with the berries, granola and almonds.
        Drizzle with honey and serve.
        """,
    },
    {
        "slug": "greek_yogurt_banana_walnut_bowl", "name": "Greek Yogurt Bowl with Banana, Oats and Walnuts", "serves": 1, "prep": 5, "cook": 0,
        "desc": "Thick Greek yogurt with raw oats, sliced banana, walnuts, cinnamon and honey.",
        "cuisine": "Mediterranean", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "no-cook, high-protein, quick",
        "ing": """
        1 cup plain Greek yogurt | 1 | cup | plain Greek yogurt
        1/3 cup rolled oats | 0.33 | cup | rolled oats
        1 banana, sliced | 1 | - | banana | prep=sliced
        2 tbsp chopped walnuts | 2 | tbsp | walnuts | prep=chopped
        2 tsp honey | 2 | tsp | honey
        1/4 tsp ground cinnamon | 0.25 | tsp | ground cinnamon
        """,
        "steps": """
        Stir the oats and cinnamon into the yogurt.
        Top with the banana and walnuts.
        Drizzle with honey and eat right away.
        """,
    },
    {
        "slug": "peanut_butter_banana_protein_smoothie", "name": "Peanut Butter Banana Protein Smoothie", "serves": 1, "prep": 5, "cook": 0,
        "desc": "A filling breakfast smoothie of milk, Greek yogurt, banana, peanut butter, oats and spinach.",
        "cuisine": "American", "category": "Breakfast, Drinks", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "smoothie, high-protein, quick",
        "ing": """
        1 cup milk | 1 | cup | milk
        1/2 cup plain Greek yogurt | 0.5 | cup | plain Greek yogurt
        1 frozen banana | 1 | - | banana | notes=frozen
        1 1/2 tbsp peanut butter | 1.5 | tbsp | peanut butter
        1/4 cup rolled oats | 0.25 | cup | rolled oats
        1 cup baby spinach | 1 | cup | baby spinach
        """,
        "steps": """
        Put the milk and yogurt in the blender first.
        Add the banana, peanut butter, oats and spinach.
        Blend on high for about a minute until smooth and drink straight away.
        """,
    },
    {
        "slug": "smoked_salmon_rye_toast", "name": "Smoked Salmon and Cream Cheese on Rye", "serves": 1, "prep": 5, "cook": 0,
        "desc": "Rye bread with cream cheese, smoked salmon, cucumber, capers and dill, with an orange on the side.",
        "cuisine": "Scandinavian", "category": "Breakfast", "diet": "Pescatarian",
        "meals": "breakfast", "tags": "no-cook, high-protein, quick",
        "ing": """
        2 slices rye bread | 2 | slice | rye bread
        2 tbsp cream cheese | 2 | tbsp | cream cheese
        3 oz smoked salmon | 3 | oz | smoked salmon
        1/2 cup sliced cucumber | 0.5 | cup | cucumber | prep=sliced
        1 tsp capers | 1 | tsp | capers
        1 tbsp chopped dill | 1 | tbsp | dill | prep=chopped
        1 orange | 1 | - | orange
        """,
        "steps": """
        Spread the rye bread with cream cheese.
        Lay the salmon and cucumber on top and scatter with capers and dill.
        Serve with the orange, peeled and segmented.
        """,
    },
    {
        "slug": "turkey_hummus_spinach_wrap", "name": "Turkey, Hummus and Spinach Wrap", "serves": 1, "prep": 5, "cook": 0,
        "desc": "A whole wheat tortilla rolled around sliced turkey, hummus, spinach, tomato and feta.",
        "cuisine": "American", "category": "Lunch", "diet": "",
        "meals": "breakfast lunch", "tags": "no-cook, high-protein, portable",
        "ing": """
        1 large whole wheat tortilla | 1 | - | whole wheat tortillas | size=large
        3 tbsp hummus | 3 | tbsp | hummus
        4 oz sliced turkey breast | 4 | oz | sliced turkey breast
        1 cup baby spinach | 1 | cup | baby spinach
        1 tomato, sliced | 1 | - | tomato | prep=sliced
        2 tbsp crumbled feta | 2 | tbsp | feta | prep=crumbled
        """,
        "steps": """
        Spread the hummus over the tortilla, leaving a border.
        Layer the turkey, spinach, tomato and feta down the middle.
        Fold in the sides, roll up tightly and cut in half.
        """,
    },
    {
        "slug": "yogurt_berry_almond_cup", "name": "Greek Yogurt with Berries and Almonds", "serves": 1, "prep": 5, "cook": 0,
        "desc": "A protein-rich cup of Greek yogurt with berries and a handful of almonds.",
        "cuisine": "American", "category": "Snacks", "diet": "Vegetarian, Gluten-Free",
        "meals": "snack", "tags": "no-cook, high-protein, quick",
        "ing": """
        3/4 cup plain Greek yogurt | 0.75 | cup | plain Greek yogurt
        1/2 cup mixed berries | 0.5 | cup | mixed berries
        2 tbsp almonds | 2 | tbsp | almonds
        1 tsp honey | 1 | tsp | honey
        """,
        "steps": """
        Spoon the yogurt into a cup or bowl.
        Top with the berries and almonds.
        Drizzle with honey.
        """,
    },
    {
        "slug": "tuna_crackers_snack_plate", "name": "Tuna Salad with Crackers", "serves": 1, "prep": 5, "cook": 0,
        "desc": "A quick tuna salad with celery and mustard, scooped up with whole wheat crackers.",
        "cuisine": "American", "category": "Snacks", "diet": "Pescatarian",
        "meals": "snack", "tags": "no-cook, high-protein, quick",
        "ing": """
        1 can (5 oz) tuna in water, drained | 1 | can | tuna in water | prep=drained | notes=5 oz
        1 tbsp mayonnaise | 1 | tbsp | mayonnaise
        1 tsp mustard | 1 | tsp | mustard
        1 celery stalk, diced | 1 | stalk | celery | prep=diced
        8 whole wheat crackers | 8 | - | whole wheat crackers
        """,
        "steps": """
        Flake the tuna into a bowl.
        Stir in the mayonnaise, mustard and celery.
        Serve with the crackers.
        """,
    },
    {
        "slug": "apple_cheddar_almond_plate", "name": "Apple, Cheddar and Almond Plate", "serves": 1, "prep": 5, "cook": 0,
        "desc": "Crisp apple slices with sharp cheddar and a small handful of almonds.",
        "cuisine": "American", "category": "Snacks", "diet": "Vegetarian, Gluten-Free",
        "meals": "snack", "tags": "no-cook, quick, portable",
        "ing": """
        1 apple, sliced | 1 | - | apple | prep=sliced
        1 1/2 oz sharp cheddar, sliced | 1.5 | oz | sharp cheddar | prep=sliced
        2 tbsp almonds | 2 | tbsp | almonds
        """,
        "steps": """
        Core and slice the apple.
        Slice the cheddar.
        Arrange on a plate with the almonds.
        """,
    },
    {
        "slug": "cottage_cheese_tomato_crackers", "name": "Cottage Cheese with Tomatoes and Crackers", "serves": 1, "prep": 5, "cook": 0,
        "desc": "Savoury cottage cheese with cherry tomatoes, black pepper and whole wheat crackers.",
        "cuisine": "American", "category": "Snacks", "diet": "Vegetarian",
        "meals": "snack", "tags": "no-cook, high-protein, quick",
        "ing": """
        3/4 cup low-fat cottage cheese | 0.75 | cup | low-fat cottage cheese
        1 cup cherry tomatoes, halved | 1 | cup | cherry tomatoes | prep=halved
        6 whole wheat crackers | 6 | - | whole wheat crackers
        1 tsp olive oil | 1 | tsp | olive oil
        black pepper, to taste | - | - | black pepper | taste
        """,
        "steps": """
        Spoon the cottage cheese into a bowl.
        Top with the tomatoes, a drizzle of oil and plenty of pepper.
        Eat with the crackers.
        """,
    },
    {
        "slug": "turkey_cheddar_sandwich_apple", "name": "Turkey and Cheddar Sandwich with an Apple", "serves": 1, "prep": 10, "cook": 0,
        "desc": "A packed-lunch classic: whole wheat bread, turkey, cheddar, lettuce, tomato and mustard, with an apple.",
        "cuisine": "American", "category": "Lunch", "diet": "",
        "meals": "lunch", "tags": "packed lunch, high-protein, no-cook",
        "ing": """
        2 slices whole wheat bread | 2 | slice | whole wheat bread
        4 oz sliced turkey breast | 4 | oz | sliced turkey breast
        1 slice cheddar | 1 | slice | cheddar
        2 lettuce leaves | 2 | leaf | lettuce
        1 tomato, sliced | 1 | - | tomato | prep=sliced
        2 tsp mustard | 2 | tsp | mustard
        1 tbsp mayonnaise | 1 | tbsp | mayonnaise
        1 apple | 1 | - | apple
        """,
        "steps": """
        Spread one slice of bread with mustard and the other with mayonnaise.
        Layer the turkey, cheddar, lettuce and tomato between them.
        Cut in half, wrap, and pack with the apple.
        """,
    },
    {
        "slug": "classic_tuna_melt", "name": "Tuna Melt", "serves": 1, "prep": 5, "cook": 8,
        "desc": "Tuna salad with celery and red onion on whole wheat bread under melted cheddar, with a side salad.",
        "cuisine": "American", "category": "Lunch", "diet": "Pescatarian",
        "meals": "lunch", "tags": "quick, high-protein, hot sandwich",
        "ing": """
        1 can (5 oz) tuna in water, drained | 1 | can | tuna in water | prep=drained | notes=5 oz
        1 1/2 tbsp mayonnaise | 1.5 | tbsp | mayonnaise
        1 celery stalk, diced | 1 | stalk | celery | prep=diced
        2 tbsp diced red onion | 2 | tbsp | red onion | prep=diced
        2 slices whole wheat bread | 2 | slice | whole wheat bread
        1/3 cup shredded cheddar | 0.33 | cup | cheddar | prep=shredded
        2 cups mixed greens | 2 | cup | mixed greens
        1 tsp olive oil | 1 | tsp | olive oil
        """,
        "steps": """
        Heat the grill (broiler).
        Mix the tuna with the mayonnaise, celery and onion.
        Toast the bread lightly, pile on the tuna and cover with cheddar.
        Grill for 3 to 4 minutes until the cheese bubbles.
        Serve with the greens tossed in the oil.
        """,
    },
    {
        "slug": "black_bean_cheese_quesadilla", "name": "Black Bean and Cheese Quesadilla", "serves": 1, "prep": 5, "cook": 8,
        "desc": "A crisp whole wheat quesadilla filled with black beans, corn, Monterey Jack and salsa.",
        "cuisine": "Mexican", "category": "Lunch", "diet": "Vegetarian",
        "meals": "lunch", "tags": "quick, vegetarian, skillet",
        "ing": """
        2 whole wheat tortillas | 2 | - | whole wheat tortillas
        2/3 cup black beans, rinsed | 0.67 | cup | black beans | prep=rinsed
        1/4 cup corn kernels | 0.25 | cup | corn kernels
        1/2 cup shredded Monterey Jack | 0.5 | cup | Monterey Jack | prep=shredded
        1/4 cup salsa | 0.25 | cup | salsa
        1/2 tsp ground cumin | 0.5 | tsp | ground cumin
        """,
        "steps": """
        Mash half the beans roughly with the cumin and stir in the rest with the corn.
        Spread over one tortilla, scatter with cheese and top with the second tortilla.
        Cook in a dry skillet over medium heat for 3 to 4 minutes a side until crisp and melted.
        Cut into wedges and serve with the salsa.
        """,
    },
    {
        "slug": "quick_egg_fried_rice", "name": "Quick Egg Fried Rice with Peas", "serves": 1, "prep": 5, "cook": 10,
        "desc": "Leftover brown rice stir-fried with eggs, peas, green onions, soy sauce and sesame oil.",
        "cuisine": "Chinese", "category": "Lunch, Dinner", "diet": "Vegetarian",
        "meals": "lunch", "tags": "quick, leftovers, one-pan",
        "ing": """
        1 1/2 cups cooked brown rice | 1.5 | cup | cooked brown rice
        3 eggs, beaten | 3 | - | eggs | prep=beaten
        1/2 cup frozen peas | 0.5 | cup | frozen peas
        2 green onions, sliced | 2 | - | green onions | prep=sliced
        1 tbsp soy sauce | 1 | tbsp | soy sauce
        2 tsp sesame oil | 2 | tsp | sesame oil
        """,
        "steps": """
        Heat half the sesame oil in a large skillet or wok over high heat and scramble the eggs; set aside.
        Add the rest of the oil, the peas and the white parts of the green onions and fry for 2 minutes.
        Add the rice and stir-fry for 3 to 4 minutes until hot.
        Return the eggs, add the soy sauce and green onion tops and toss.
        """,
    },
    {
        "slug": "chickpea_feta_couscous_bowl", "name": "Chickpea, Feta and Couscous Bowl", "serves": 2, "prep": 10, "cook": 5,
        "desc": "Fluffy couscous with chickpeas, cucumber, tomatoes, feta, parsley and a lemon-olive oil dressing.",
        "cuisine": "Mediterranean", "category": "Lunch", "diet": "Vegetarian",
        "meals": "lunch", "tags": "quick, packed lunch, vegetarian",
        "ing": """
        3/4 cup couscous | 0.75 | cup | couscous
        3/4 cup boiling water | 0.75 | cup | boiling water
        1 can (15 oz) chickpeas, rinsed | 1 | can | chickpeas | prep=rinsed | notes=15 oz
        1 cucumber, diced | 1 | - | cucumber | prep=diced
        1 cup cherry tomatoes, halved | 1 | cup | cherry tomatoes | prep=halved
        1/2 cup crumbled feta | 0.5 | cup | feta | prep=crumbled
        1/4 cup chopped parsley | 0.25 | cup | parsley | prep=chopped
        2 tbsp olive oil | 2 | tbsp | olive oil
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        """,
        "steps": """
        Pour the boiling water over the couscous, cover and leave for 5 minutes, then fluff with a fork.
        Whisk the oil and lemon juice with a pinch of salt.
        Toss the couscous with the chickpeas, cucumber, tomatoes and parsley and the dressing.
        Top with the feta.
        """,
    },
    {
        "slug": "smoked_salmon_avocado_rice_bowl", "name": "Smoked Salmon, Avocado and Edamame Rice Bowl", "serves": 1, "prep": 10, "cook": 3,
        "desc": "A poke-style bowl of brown rice with smoked salmon, avocado, edamame, cucumber and a soy-sesame dressing.",
        "cuisine": "Japanese-American", "category": "Lunch", "diet": "Pescatarian, Dairy-Free",
        "meals": "lunch", "tags": "quick, high-protein, bowl",
        "ing": """
        1 cup cooked brown rice | 1 | cup | cooked brown rice
        3 oz smoked salmon | 3 | oz | smoked salmon
        1/2 avocado, sliced | 0.5 | - | avocado | prep=sliced
        1/2 cup frozen shelled edamame | 0.5 | cup | frozen shelled edamame
        1/2 cup diced cucumber | 0.5 | cup | cucumber | prep=diced
        1 tbsp soy sauce | 1 | tbsp | soy sauce
        1 tsp sesame oil | 1 | tsp | sesame oil
        1 tsp sesame seeds | 1 | tsp | sesame seeds
        """,
        "steps": """
        Cook the edamame in boiling water for 3 minutes and drain.
        Warm the rice and put it in a bowl.
        Arrange the salmon, avocado, edamame and cucumber on top.
        Drizzle with the soy sauce and sesame oil and scatter with sesame seeds.
        """,
    },
    {
        "slug": "chicken_burrito_bowl", "name": "Chicken Burrito Bowl", "serves": 2, "prep": 10, "cook": 20,
        "desc": "Spiced seared chicken over brown rice with black beans, corn, salsa, avocado and cheddar.",
        "cuisine": "Mexican-American", "category": "Dinner", "diet": "Gluten-Free",
        "meals": "dinner lunch", "tags": "high-protein, bowl, weeknight",
        "ing": """
        12 oz boneless chicken breast | 12 | oz | boneless chicken breast
        1 tsp chili powder | 1 | tsp | chili powder
        1 tsp ground cumin | 1 | tsp | ground cumin
        1 tbsp olive oil | 1 | tbsp | olive oil
        2 cups cooked brown rice | 2 | cup | cooked brown rice
        1 cup black beans, rinsed | 1 | cup | black beans | prep=rinsed
        1/2 cup corn kernels | 0.5 | cup | corn kernels
        1/2 cup salsa | 0.5 | cup | salsa
        1 avocado, sliced | 1 | - | avocado | prep=sliced
        1/4 cup shredded cheddar | 0.25 | cup | cheddar | prep=shredded
        """,
        "steps": """
        Rub the chicken with the chili powder, cumin and a pinch of salt.
        Sear in the oil over medium-high heat for 6 to 7 minutes a side until cooked through; rest and slice.
        Warm the rice, beans and corn together.
        Divide between bowls and top with the chicken, salsa, avocado and cheddar.
        """,
    },
    {
        "slug": "honey_soy_salmon_rice_broccoli", "name": "Honey-Soy Salmon with Rice and Broccoli", "serves": 2, "prep": 5, "cook": 25,
        "desc": "Pan-roasted salmon glazed with honey, soy and ginger, served with jasmine rice and steamed broccoli.",
        "cuisine": "Asian-American", "category": "Dinner", "diet": "Pescatarian, Dairy-Free",
        "meals": "dinner", "tags": "weeknight, high-protein, fish",
        "ing": """
        2 salmon fillets (6 oz each) | 2 | - | salmon fillets | notes=6 oz each
        3/4 cup jasmine rice | 0.75 | cup | jasmine rice
        3 cups broccoli florets | 3 | cup | broccoli | prep=florets
        2 tbsp soy sauce | 2 | tbsp | soy sauce
        1 tbsp honey | 1 | tbsp | honey
        1 tsp grated ginger | 1 | tsp | ginger | prep=grated
        1 tsp sesame oil | 1 | tsp | sesame oil
        """,
        "steps": """
        Cook the rice in 1 1/4 cups of water, covered, for 15 minutes; rest 5 minutes.
        Whisk the soy sauce, honey and ginger together.
        Sear the salmon skin side down in the sesame oil for 5 minutes, turn, pour over the glaze and cook 3 to 4 minutes more.
        Steam the broccoli for 4 to 5 minutes.
        Serve the salmon on the rice with the broccoli, spooning over the pan glaze.
        """,
    },
    {
        "slug": "turkey_meat_sauce_spaghetti", "name": "Whole Wheat Spaghetti with Turkey Meat Sauce", "serves": 4, "prep": 5, "cook": 25,
        "desc": "A quick weeknight meat sauce of ground turkey, onion, garlic and marinara over whole wheat spaghetti.",
        "cuisine": "Italian-American", "category": "Dinner", "diet": "",
        "meals": "dinner", "tags": "weeknight, high-protein, pasta",
        "ing": """
        12 oz whole wheat spaghetti | 12 | oz | whole wheat spaghetti
        1 lb ground turkey | 1 | lb | ground turkey
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        3 cups marinara sauce | 3 | cup | marinara sauce
        4 cups baby spinach | 4 | cup | baby spinach
        1/2 cup grated parmesan | 0.5 | cup | parmesan | prep=grated
        """,
        "steps": """
        Boil the spaghetti in salted water until al dente, about 10 minutes.
        Meanwhile brown the turkey with the onion in the oil for 8 minutes, breaking it up.
        Add the garlic for a minute, then the marinara, and simmer for 10 minutes.
        Stir in the spinach until wilted.
        Toss with the drained spaghetti and serve with parmesan.
        """,
    },
    {
        "slug": "steak_potatoes_green_beans", "name": "Flank Steak with Roast Potatoes and Green Beans", "serves": 2, "prep": 5, "cook": 25,
        "desc": "Seared, thinly sliced flank steak with crisp roast potatoes and garlicky green beans.",
        "cuisine": "American", "category": "Dinner", "diet": "Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "high-protein, weeknight, steak",
        "ing": """
        12 oz flank steak | 12 | oz | flank steak
        1 lb small potatoes, halved | 1 | lb | small potatoes | prep=halved
        8 oz green beans, trimmed | 8 | oz | green beans | prep=trimmed
        2 tbsp olive oil | 2 | tbsp | olive oil
        2 cloves garlic, sliced | 2 | clove | garlic | prep=sliced
        salt and pepper, to taste | - | - | salt and pepper | taste
        """,
        "steps": """
        Roast the potatoes tossed in half the oil at 450°F (230°C) for 25 minutes, turning once.
        Season the steak and sear in a hot pan for 4 to 5 minutes a side; rest for 5 minutes.
        In the same pan, cook the green beans and garlic in the rest of the oil for 5 minutes.
        Slice the steak thinly across the grain and serve with the potatoes and beans.
        """,
    },
    {
        "slug": "chicken_vegetable_noodle_stir_fry", "name": "Chicken and Vegetable Noodle Stir-Fry", "serves": 2, "prep": 10, "cook": 15,
        "desc": "Egg noodles tossed with chicken, broccoli, bell pepper and carrot in a hoisin-soy sauce.",
        "cuisine": "Chinese-American", "category": "Dinner", "diet": "Dairy-Free",
        "meals": "dinner", "tags": "weeknight, stir-fry, high-protein",
        "ing": """
        4 cups egg noodles | 4 | cup | egg noodles
        10 oz boneless chicken breast, thinly sliced | 10 | oz | boneless chicken breast | prep=thinly sliced
        2 cups broccoli florets | 2 | cup | broccoli | prep=florets
        1 red bell pepper, sliced | 1 | - | red bell pepper | prep=sliced
        1 carrot, cut into matchsticks | 1 | - | carrot | prep=cut into matchsticks
        2 tbsp hoisin sauce | 2 | tbsp | hoisin sauce
        2 tbsp soy sauce | 2 | tbsp | soy sauce
        1 tbsp canola oil | 1 | tbsp | canola oil
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        """,
        "steps": """
        Cook the noodles according to the packet and drain.
        Stir-fry the chicken in the oil over high heat for 5 minutes until cooked; set aside.
        Stir-fry the broccoli, pepper, carrot and garlic for 4 minutes.
        Return the chicken, add the noodles, hoisin and soy sauce and toss for 2 minutes until glossy.
        """,
    },
    {
        "slug": "beef_soft_tacos", "name": "Beef Soft Tacos", "serves": 3, "prep": 10, "cook": 15,
        "desc": "Spiced lean ground beef in warm corn tortillas with lettuce, tomato, cheddar, salsa and sour cream.",
        "cuisine": "Mexican-American", "category": "Dinner", "diet": "Gluten-Free",
        "meals": "dinner", "tags": "weeknight, family, tacos",
        "ing": """
        1 lb lean ground beef | 1 | lb | lean ground beef
        1 onion, diced | 1 | - | onion | prep=diced
        2 tsp chili powder | 2 | tsp | chili powder
        1 tsp ground cumin | 1 | tsp | ground cumin
        1 cup black beans, rinsed | 1 | cup | black beans | prep=rinsed
        9 corn tortillas | 9 | - | corn tortillas
        2 cups shredded lettuce | 2 | cup | lettuce | prep=shredded
        2 tomatoes, diced | 2 | - | tomatoes | prep=diced
        1/2 cup shredded cheddar | 0.5 | cup | cheddar | prep=shredded
        1/2 cup salsa | 0.5 | cup | salsa
        1/4 cup sour cream | 0.25 | cup | sour cream
        """,
        "steps": """
        Brown the beef with the onion in a skillet for 8 minutes, breaking it up.
        Stir in the chili powder, cumin and beans with a splash of water and simmer for 5 minutes.
        Warm the tortillas in a dry pan.
        Fill with the beef and top with lettuce, tomato, cheddar, salsa and sour cream; three tacos make a serving.
        """,
    },
    {
        "slug": "weekend_breakfast_plate", "name": "Weekend Breakfast Plate", "serves": 2, "prep": 10, "cook": 25,
        "desc": "Fried eggs with turkey sausage, crispy skillet potatoes, sautéed spinach and whole wheat toast.",
        "cuisine": "American", "category": "Breakfast, Brunch", "diet": "",
        "meals": "breakfast", "tags": "brunch, weekend, high-protein",
        "ing": """
        12 oz potatoes, cubed | 12 | oz | potatoes | prep=cubed
        1 tbsp olive oil | 1 | tbsp | olive oil
        6 oz turkey breakfast sausage | 6 | oz | turkey breakfast sausage
        4 eggs | 4 | - | eggs
        4 cups baby spinach | 4 | cup | baby spinach
        2 slices whole wheat bread | 2 | slice | whole wheat bread
        2 tsp butter | 2 | tsp | butter
        """,
        "steps": """
        Fry the potatoes in the oil over medium heat, covered for 10 minutes, then uncovered for 10 more until crisp.
        Brown the sausages in a second pan for 8 to 10 minutes; push aside and wilt the spinach in the fat.
        Fry the eggs in the butter to your liking.
        Toast the bread and serve everything together.
        """,
    },
    {
        "slug": "roast_chicken_thighs_root_vegetables", "name": "Roast Chicken Thighs with Root Vegetables", "serves": 4, "prep": 15, "cook": 45,
        "desc": "Chicken thighs roasted on a tray of potatoes, carrots and Brussels sprouts with rosemary and garlic.",
        "cuisine": "British", "category": "Dinner", "diet": "Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "sheet pan, weekend, roast",
        "ing": """
        2 lb boneless chicken thighs | 2 | lb | boneless chicken thighs
        1 1/2 lb small potatoes, halved | 1.5 | lb | small potatoes | prep=halved
        4 carrots, cut into chunks | 4 | - | carrots | prep=cut into chunks
        12 oz Brussels sprouts, halved | 12 | oz | Brussels sprouts | prep=halved
        3 tbsp olive oil | 3 | tbsp | olive oil
        4 cloves garlic, smashed | 4 | clove | garlic | prep=smashed
        2 tbsp chopped rosemary | 2 | tbsp | rosemary | prep=chopped
        salt and pepper, to taste | - | - | salt and pepper | taste
        """,
        "steps": """
        Heat the oven to 425°F (220°C).
        Toss the potatoes, carrots and sprouts with two thirds of the oil, the garlic, rosemary, salt and pepper on a large tray.
        Rub the chicken with the rest of the oil, season and nestle it among the vegetables.
        Roast for 40 to 45 minutes, turning the vegetables once, until the chicken is golden and cooked through.
        """,
    },
    {
        "slug": "beef_black_bean_enchiladas", "name": "Beef and Black Bean Enchiladas", "serves": 4, "prep": 20, "cook": 30,
        "desc": "Flour tortillas rolled around beef, black beans and peppers, baked in tomato sauce under melted cheddar.",
        "cuisine": "Tex-Mex", "category": "Dinner", "diet": "",
        "meals": "dinner", "tags": "baked, family, weekend",
        "ing": """
        1 lb lean ground beef | 1 | lb | lean ground beef
        1 onion, diced | 1 | - | onion | prep=diced
        1 red bell pepper, diced | 1 | - | red bell pepper | prep=diced
        1 can (15 oz) black beans, rinsed | 1 | can | black beans | prep=rinsed | notes=15 oz
        2 tsp chili powder | 2 | tsp | chili powder
        1 tsp ground cumin | 1 | tsp | ground cumin
        2 cups tomato sauce | 2 | cup | tomato sauce
        8 flour tortillas | 8 | - | flour tortillas
        1 cup shredded cheddar | 1 | cup | cheddar | prep=shredded
        2 tbsp chopped cilantro | 2 | tbsp | cilantro | prep=chopped
        """,
        "steps": """
        Heat the oven to 375°F (190°C).
        Brown the beef with the onion and pepper for 8 minutes, then stir in the beans, spices and half a cup of the sauce.
        Fill and roll the tortillas and lay them seam side down in a baking dish.
        Pour over the rest of the sauce, scatter with cheddar and bake for 20 minutes until bubbling.
        Sprinkle with cilantro; two enchiladas make a serving.
        """,
    },
    {
        "slug": "salmon_quinoa_sweet_potato_bowl", "name": "Salmon, Quinoa and Sweet Potato Bowl", "serves": 2, "prep": 10, "cook": 30,
        "desc": "Roast sweet potato and salmon over quinoa and massaged kale with avocado and a lemon-tahini dressing.",
        "cuisine": "American", "category": "Lunch, Dinner", "diet": "Pescatarian, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "bowl, high-protein, weekend",
        "ing": """
        2 salmon fillets (6 oz each) | 2 | - | salmon fillets | notes=6 oz each
        1 large sweet potato, diced | 1 | - | sweet potato | size=large | prep=diced
        1/2 cup quinoa, rinsed | 0.5 | cup | quinoa | prep=rinsed
        2 cups chopped kale | 2 | cup | kale | prep=chopped
        1/2 avocado, sliced | 0.5 | - | avocado | prep=sliced
        1 tbsp olive oil | 1 | tbsp | olive oil
        2 tbsp tahini | 2 | tbsp | tahini
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        """,
        "steps": """
        Roast the sweet potato tossed in the oil at 425°F (220°C) for 25 minutes; add the salmon to the tray for the last 12 minutes.
        Simmer the quinoa in 1 cup of water, covered, for 15 minutes.
        Whisk the tahini and lemon juice with 2 tablespoons of water and a pinch of salt.
        Rub the kale with a spoonful of the dressing until it softens.
        Build the bowls with quinoa, kale, sweet potato, salmon and avocado and drizzle with the rest of the dressing.
        """,
    },
    {
        "slug": "lemon_tuna_pasta_peas", "name": "Lemony Tuna Pasta with Peas and Spinach", "serves": 1, "prep": 3, "cook": 12,
        "desc": "Small pasta tossed with tuna, peas, baby spinach, lemon, olive oil and parmesan, made from the pantry.",
        "cuisine": "Italian", "category": "Lunch, Dinner", "diet": "Pescatarian",
        "meals": "lunch dinner", "tags": "quick, pantry, high-protein",
        "ing": """
        3 oz small pasta | 3 | oz | small pasta
        1/2 cup frozen peas | 0.5 | cup | frozen peas
        1 can (5 oz) tuna in water, drained | 1 | can | tuna in water | prep=drained | notes=5 oz
        1 cup baby spinach | 1 | cup | baby spinach
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        2 tbsp grated parmesan | 2 | tbsp | parmesan | prep=grated
        """,
        "steps": """
        Boil the pasta in salted water for 9 minutes, adding the peas for the last 2.
        Drain, keeping a splash of the cooking water.
        Toss with the tuna, spinach, oil, lemon juice and the reserved water until the spinach wilts.
        Serve topped with parmesan.
        """,
    },
    {
        "slug": "chicken_black_bean_rice_skillet", "name": "Chicken, Black Bean and Rice Skillet", "serves": 1, "prep": 5, "cook": 10,
        "desc": "Thin strips of chicken seared with cumin, tossed with leftover rice, black beans and salsa, topped with cheddar.",
        "cuisine": "Mexican-American", "category": "Lunch, Dinner", "diet": "Gluten-Free",
        "meals": "lunch dinner", "tags": "quick, leftovers, high-protein",
        "ing": """
        5 oz boneless chicken breast, thinly sliced | 5 | oz | boneless chicken breast | prep=thinly sliced
        1 tsp olive oil | 1 | tsp | olive oil
        1/2 tsp ground cumin | 0.5 | tsp | ground cumin
        1 cup cooked brown rice | 1 | cup | cooked brown rice
        1/2 cup black beans, rinsed | 0.5 | cup | black beans | prep=rinsed
        1/4 cup salsa | 0.25 | cup | salsa
        2 tbsp shredded cheddar | 2 | tbsp | cheddar | prep=shredded
        """,
        "steps": """
        Toss the chicken with the cumin and a pinch of salt.
        Sear in the oil over high heat for 5 to 6 minutes until cooked through.
        Add the rice, beans and salsa and stir-fry for 3 minutes until hot.
        Scatter with cheddar and serve from the pan.
        """,
    },
    {
        "slug": "peanut_butter_banana_toast_milk", "name": "Peanut Butter Banana Toast with a Glass of Milk", "serves": 1, "prep": 3, "cook": 2,
        "desc": "Whole wheat toast with peanut butter and sliced banana, with a glass of milk on the side.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast", "tags": "quick, toast, kid-friendly",
        "ing": """
        2 slices whole wheat bread | 2 | slice | whole wheat bread
        2 tbsp peanut butter | 2 | tbsp | peanut butter
        1 banana, sliced | 1 | - | banana | prep=sliced
        1 cup milk | 1 | cup | milk
        """,
        "steps": """
        Toast the bread.
        Spread with the peanut butter and top with the banana.
        Serve with the glass of milk.
        """,
    },
    {
        "slug": "cottage_cheese_tomato_toast", "name": "Cottage Cheese Toast with Tomato and Basil", "serves": 1, "prep": 3, "cook": 2,
        "desc": "Whole wheat toast piled with cottage cheese, sliced tomato, basil, olive oil and black pepper.",
        "cuisine": "American", "category": "Breakfast", "diet": "Vegetarian",
        "meals": "breakfast snack", "tags": "quick, high-protein, toast",
        "ing": """
        2 slices whole wheat bread | 2 | slice | whole wheat bread
        3/4 cup low-fat cottage cheese | 0.75 | cup | low-fat cottage cheese
        1 tomato, sliced | 1 | - | tomato | prep=sliced
        4 basil leaves | 4 | leaf | basil
        1 tsp olive oil | 1 | tsp | olive oil
        black pepper, to taste | - | - | black pepper | taste
        """,
        "steps": """
        Toast the bread.
        Spread thickly with the cottage cheese and lay the tomato on top.
        Finish with basil, a drizzle of oil and black pepper.
        """,
    },
    {
        "slug": "ham_swiss_rye_sandwich", "name": "Ham and Swiss on Rye with Pickles", "serves": 1, "prep": 5, "cook": 0,
        "desc": "A deli-style rye sandwich with ham, Swiss cheese, mustard, lettuce and a pickle, with an orange.",
        "cuisine": "American", "category": "Lunch", "diet": "",
        "meals": "lunch breakfast", "tags": "no-cook, packed lunch, high-protein",
        "ing": """
        2 slices rye bread | 2 | slice | rye bread
        3 oz ham, sliced | 3 | oz | ham | prep=sliced
        1 slice Swiss cheese | 1 | slice | Swiss cheese
        2 tsp mustard | 2 | tsp | mustard
        2 lettuce leaves | 2 | leaf | lettuce
        1 dill pickle | 1 | - | dill pickle
        1 orange | 1 | - | orange
        """,
        "steps": """
        Spread the rye with mustard.
        Layer the ham, Swiss cheese and lettuce and close the sandwich.
        Cut in half and serve with the pickle and the orange.
        """,
    },
    {
        "slug": "chicken_teriyaki_rice_bowl", "name": "Chicken Teriyaki Rice Bowl", "serves": 2, "prep": 10, "cook": 20,
        "desc": "Seared chicken breast in a honey-soy teriyaki glaze over jasmine rice with broccoli and carrots.",
        "cuisine": "Japanese-American", "category": "Dinner", "diet": "Dairy-Free",
        "meals": "dinner lunch", "tags": "weeknight, high-protein, bowl",
        "ing": """
        1 cup jasmine rice | 1 | cup | jasmine rice
        12 oz boneless chicken breast, sliced | 12 | oz | boneless chicken breast | prep=sliced
        1 tbsp canola oil | 1 | tbsp | canola oil
        3 tbsp soy sauce | 3 | tbsp | soy sauce
        2 tbsp honey | 2 | tbsp | honey
        1 tsp grated ginger | 1 | tsp | ginger | prep=grated
        1 tsp cornstarch | 1 | tsp | cornstarch
        3 cups broccoli florets | 3 | cup | broccoli | prep=florets
        1 carrot, sliced | 1 | - | carrot | prep=sliced
        1 tsp sesame seeds | 1 | tsp | sesame seeds
        """,
        "steps": """
        Cook the rice in 1 2/3 cups of water, covered, for 15 minutes; rest 5 minutes.
        Whisk the soy sauce, honey, ginger and cornstarch with 3 tablespoons of water.
        Sear the chicken in the oil over medium-high heat for 6 minutes, add the broccoli and carrot with a splash of water and cover for 3 minutes.
        Pour in the sauce and toss for a minute until glossy.
        Serve over the rice with the sesame seeds.
        """,
    },
    {
        "slug": "cod_potatoes_peas_parsley", "name": "Pan-Fried Cod with Crushed Potatoes and Peas", "serves": 2, "prep": 5, "cook": 25,
        "desc": "Golden cod fillets on buttery crushed potatoes with peas, lemon and parsley.",
        "cuisine": "British", "category": "Dinner", "diet": "Pescatarian, Gluten-Free",
        "meals": "dinner", "tags": "weeknight, fish, high-protein",
        "ing": """
        2 lb small potatoes | 2 | lb | small potatoes
        2 cod fillets (6 oz each) | 12 | oz | cod fillets | notes=6 oz each
        1 cup frozen peas | 1 | cup | frozen peas
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 tbsp butter | 1 | tbsp | butter
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        """,
        "steps": """
        Boil the potatoes in salted water for 18 minutes until tender, adding the peas for the last 3.
        Meanwhile pat the cod dry, season and fry in the oil for 4 minutes a side until it flakes.
        Drain the potatoes and peas and crush roughly with the butter, lemon juice and parsley.
        Serve the cod on the crushed potatoes.
        """,
    },
    {
        "slug": "mujadara_lentils_rice", "name": "Mujadara (Lentils and Rice with Crispy Onions)", "serves": 4, "prep": 10, "cook": 40,
        "desc": "Levantine lentils and rice spiced with cumin, topped with deeply browned onions and a yogurt-cucumber salad.",
        "cuisine": "Middle Eastern", "category": "Dinner", "diet": "Vegetarian",
        "meals": "dinner lunch", "tags": "vegetarian, budget, one-pot",
        "ing": """
        1 cup lentils, rinsed | 1 | cup | lentils | prep=rinsed
        1 cup long-grain white rice | 1 | cup | long-grain white rice
        3 onions, thinly sliced | 3 | - | onion | prep=thinly sliced
        3 tbsp olive oil | 3 | tbsp | olive oil
        2 tsp ground cumin | 2 | tsp | ground cumin
        1 cup plain Greek yogurt | 1 | cup | plain Greek yogurt
        1 cucumber, diced | 1 | - | cucumber | prep=diced
        1 tsp salt | 1 | tsp | salt
        """,
        "steps": """
        Simmer the lentils in 4 cups of water for 15 minutes until just tender.
        Meanwhile fry the onions in the oil over medium-high heat for 20 minutes until deep brown; set half aside.
        Add the rice, cumin and salt to the lentils with the remaining onions and 1 1/2 cups of water, cover and cook on low for 20 minutes.
        Stir the cucumber into the yogurt with a pinch of salt.
        Serve the mujadara topped with the crispy onions and the yogurt salad.
        """,
    },
    {
        "slug": "chicken_souvlaki_rice_plate", "name": "Chicken Souvlaki Plate with Rice and Tzatziki", "serves": 2, "prep": 15, "cook": 15,
        "desc": "Lemon-oregano chicken skewers with rice, a tomato-cucumber salad, warm pita and yogurt tzatziki.",
        "cuisine": "Greek", "category": "Dinner", "diet": "",
        "meals": "dinner", "tags": "high-protein, grill, weeknight",
        "ing": """
        12 oz boneless chicken breast, cubed | 12 | oz | boneless chicken breast | prep=cubed
        1 tbsp olive oil | 1 | tbsp | olive oil
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        1 tsp dried oregano | 1 | tsp | dried oregano
        3 cups cooked white rice | 3 | cup | cooked white rice
        1 pita bread | 1 | - | pita breads
        1/2 cup plain Greek yogurt | 0.5 | cup | plain Greek yogurt
        1 cucumber, diced | 1 | - | cucumber | prep=diced
        2 tomatoes, diced | 2 | - | tomatoes | prep=diced
        """,
        "steps": """
        Toss the chicken with the oil, lemon juice, oregano and a pinch of salt and thread onto skewers.
        Grill or griddle for 10 to 12 minutes, turning, until charred and cooked through.
        Stir a third of the cucumber into the yogurt for the tzatziki; mix the rest with the tomatoes.
        Warm the rice and the pita, halved.
        Serve the skewers with rice, pita, salad and tzatziki.
        """,
    },
    {
        "slug": "pesto_white_bean_spaghetti", "name": "Pesto Spaghetti with White Beans and Tomatoes", "serves": 1, "prep": 3, "cook": 12,
        "desc": "Whole wheat spaghetti tossed with basil pesto, white beans, burst cherry tomatoes, spinach and parmesan.",
        "cuisine": "Italian", "category": "Dinner, Lunch", "diet": "Vegetarian",
        "meals": "dinner lunch", "tags": "quick, pantry, vegetarian",
        "ing": """
        3 1/2 oz whole wheat spaghetti | 3.5 | oz | whole wheat spaghetti
        1/2 cup white beans, rinsed | 0.5 | cup | white beans | prep=rinsed
        1 cup cherry tomatoes | 1 | cup | cherry tomatoes
        1 cup baby spinach | 1 | cup | baby spinach
        2 tbsp basil pesto | 2 | tbsp | basil pesto
        1 tbsp grated parmesan | 1 | tbsp | parmesan | prep=grated
        """,
        "steps": """
        Boil the spaghetti in salted water for 10 minutes.
        Meanwhile blister the tomatoes in a dry hot pan for 4 minutes and add the beans to warm through.
        Drain the pasta, keeping a splash of water, and toss it in the pan with the pesto, spinach and water until glossy.
        Serve with the parmesan.
        """,
    },
    {
        "slug": "beef_bok_choy_rice_noodles", "name": "Beef and Bok Choy Rice Noodles", "serves": 2, "prep": 5, "cook": 10,
        "desc": "Thin strips of flank steak stir-fried with baby bok choy and rice noodles in an oyster-soy sauce.",
        "cuisine": "Chinese", "category": "Dinner", "diet": "Dairy-Free",
        "meals": "dinner", "tags": "quick, stir-fry, high-protein",
        "ing": """
        6 oz rice noodles | 6 | oz | rice noodles
        10 oz flank steak, thinly sliced | 10 | oz | flank steak | prep=thinly sliced
        1 tbsp canola oil | 1 | tbsp | canola oil
        1 lb baby bok choy, quartered | 1 | lb | baby bok choy | prep=quartered
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        2 tbsp oyster sauce | 2 | tbsp | oyster sauce
        1 tbsp soy sauce | 1 | tbsp | soy sauce
        """,
        "steps": """
        Soak the noodles in just-boiled water for 6 to 8 minutes and drain.
        Sear the beef in the oil over high heat for 2 minutes and lift out.
        Stir-fry the bok choy and garlic for 3 minutes.
        Add the noodles, beef, oyster sauce and soy sauce and toss for 2 minutes until coated.
        """,
    },
]

# ---------------------------------------------------------------------------------------------
# French dinners: a week of distinct French dinners for a new user (the chat assistant's
# "plan 7 days of French dinners", issue 9), with vegetarian, fish and meat choices.
# ---------------------------------------------------------------------------------------------
RECIPES += [
    {
        "slug": "coq_au_vin", "name": "Coq au Vin", "serves": 4, "prep": 20, "cook": 60,
        "desc": "Chicken thighs braised in red wine with bacon, mushrooms, pearl onions and thyme, spooned over buttered egg noodles.",
        "cuisine": "French", "category": "Dinner, Stews", "diet": "",
        "meals": "dinner", "tags": "french, stew, chicken, braise",
        "ing": """
        4 slices bacon, chopped | 4 | slice | bacon | prep=chopped
        1 1/2 lb boneless chicken thighs | 1.5 | lb | boneless chicken thighs
        1 tbsp olive oil | 1 | tbsp | olive oil
        8 oz cremini mushrooms, quartered | 8 | oz | cremini mushrooms | prep=quartered
        8 oz frozen pearl onions | 8 | oz | frozen pearl onions
        2 carrots, sliced | 2 | - | carrots | prep=sliced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        2 tbsp all-purpose flour | 2 | tbsp | all-purpose flour
        1 tbsp tomato paste | 1 | tbsp | tomato paste
        2 cups dry red wine | 2 | cup | dry red wine
        1 cup chicken broth | 1 | cup | chicken broth
        3 sprigs thyme | 3 | sprig | thyme
        2 bay leaves | 2 | - | bay leaves
        8 oz egg noodles | 8 | oz | egg noodles
        1 tbsp butter | 1 | tbsp | butter
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        """,
        "steps": """
        Cook the bacon in a heavy pot over medium heat until crisp, then lift it out and leave the fat.
        Season the chicken, add the oil and brown the thighs on both sides in batches, about 8 minutes; set aside with the bacon.
        Brown the mushrooms, pearl onions and carrots in the same pot for 6 minutes, then stir in the garlic, flour and tomato paste for 1 minute.
        Pour in the wine and broth, scraping up the browned bits, and add the thyme, bay leaves, chicken and bacon.
        Cover and simmer gently for 40 minutes until the chicken is tender and the sauce coats a spoon; remove the bay leaves.
        Meanwhile boil the noodles, drain and toss with the butter.
        Serve the chicken and sauce over the noodles, scattered with parsley.
        """,
    },
    {
        "slug": "boeuf_bourguignon", "name": "Boeuf Bourguignon", "serves": 6, "prep": 25, "cook": 150,
        "desc": "Chunks of beef chuck slowly braised in Burgundy-style red wine with carrots, mushrooms and pearl onions, served with boiled potatoes.",
        "cuisine": "French", "category": "Dinner, Stews", "diet": "Dairy-Free",
        "meals": "dinner", "tags": "french, stew, beef, braise, make-ahead",
        "ing": """
        2 1/2 lb beef chuck, cut into 2-inch cubes | 2.5 | lb | beef chuck | prep=cut into 2-inch cubes
        4 slices bacon, chopped | 4 | slice | bacon | prep=chopped
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, chopped | 1 | - | onion | prep=chopped
        3 carrots, cut into chunks | 3 | - | carrots | prep=cut into chunks
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        2 tbsp tomato paste | 2 | tbsp | tomato paste
        3 tbsp all-purpose flour | 3 | tbsp | all-purpose flour
        3 cups dry red wine | 3 | cup | dry red wine
        1 1/2 cups low-sodium beef broth | 1.5 | cup | low-sodium beef broth
        4 sprigs thyme | 4 | sprig | thyme
        2 bay leaves | 2 | - | bay leaves
        1 lb cremini mushrooms, halved | 1 | lb | cremini mushrooms | prep=halved
        10 oz frozen pearl onions | 10 | oz | frozen pearl onions
        2 lb small potatoes | 2 | lb | small potatoes
        1/4 cup chopped parsley | 0.25 | cup | parsley | prep=chopped
        """,
        "steps": """
        Heat the oven to 325°F (160°C) and pat the beef dry so it browns rather than steams.
        Crisp the bacon in a large Dutch oven, lift it out, then brown the beef in the fat and half the oil in batches.
        Soften the onion and carrots in the pot for 5 minutes, then stir in the garlic, tomato paste and flour for 1 minute.
        Add the wine, broth, thyme, bay leaves, beef and bacon, bring to a simmer, cover and braise in the oven for 2 hours.
        Brown the mushrooms and pearl onions in the rest of the oil and stir them into the stew for its last 30 minutes.
        Boil the potatoes in salted water for 15 to 20 minutes until tender.
        Skim any fat from the stew, remove the bay leaves and serve with the potatoes and parsley.
        """,
    },
    {
        "slug": "ratatouille_white_beans", "name": "Ratatouille with White Beans", "serves": 4, "prep": 20, "cook": 40,
        "desc": "A slow-cooked Provençal stew of eggplant, zucchini, peppers and tomato, made a meal with white beans and crusty bread.",
        "cuisine": "French", "category": "Dinner, Stews", "diet": "Vegan, Dairy-Free",
        "meals": "dinner", "tags": "french, stew, vegetarian, beans, make-ahead",
        "ing": """
        3 tbsp olive oil | 3 | tbsp | olive oil
        1 onion, chopped | 1 | - | onion | prep=chopped
        1 medium eggplant, cubed | 1 | - | eggplant | size=medium | prep=cubed
        2 zucchini, sliced | 2 | - | zucchini | prep=sliced
        1 red bell pepper, chopped | 1 | - | red bell pepper | prep=chopped
        1 yellow bell pepper, chopped | 1 | - | yellow bell pepper | prep=chopped
        4 cloves garlic, minced | 4 | clove | garlic | prep=minced
        1 can (28 oz) diced tomatoes | 1 | can | diced tomatoes | notes=28 oz
        1 tsp dried thyme | 1 | tsp | dried thyme
        2 cans (15 oz) white beans, drained and rinsed | 2 | can | white beans | prep=drained and rinsed | notes=15 oz
        1/4 cup torn basil | 0.25 | cup | basil | prep=torn
        8 oz crusty bread | 8 | oz | crusty bread
        """,
        "steps": """
        Warm 2 tbsp of the oil in a wide pot and brown the eggplant over medium-high heat for 8 minutes; tip it onto a plate.
        Add the rest of the oil, the onion, zucchini and peppers and cook for 8 minutes until softened.
        Stir in the garlic and thyme for 1 minute, then add the tomatoes and return the eggplant.
        Simmer uncovered for 20 minutes, stirring now and then, until the vegetables are soft and the sauce is thick.
        Fold in the beans, heat through for 5 minutes and season with salt and pepper.
        Finish with the basil and serve with the bread; it tastes even better the next day.
        """,
    },
    {
        "slug": "chicken_provencal", "name": "Chicken Provençal with Olives and Fennel", "serves": 4, "prep": 15, "cook": 35,
        "desc": "Chicken thighs simmered with tomatoes, fennel, white wine, black olives, capers and dried herbs, over rice.",
        "cuisine": "French", "category": "Dinner", "diet": "Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "french, chicken, one-pan, olives",
        "ing": """
        1 1/2 lb boneless chicken thighs | 1.5 | lb | boneless chicken thighs
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, sliced | 1 | - | onion | prep=sliced
        1 fennel bulb, thinly sliced | 1 | - | fennel bulb | prep=thinly sliced
        4 cloves garlic, sliced | 4 | clove | garlic | prep=sliced
        1/2 cup dry white wine | 0.5 | cup | dry white wine
        1 can (14 oz) diced tomatoes | 1 | can | diced tomatoes | notes=14 oz
        1/2 cup black olives | 0.5 | cup | black olives
        1 tbsp capers | 1 | tbsp | capers
        1 tsp dried thyme | 1 | tsp | dried thyme
        1 tsp dried rosemary | 1 | tsp | dried rosemary
        1 cup long-grain white rice | 1 | cup | long-grain white rice
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        """,
        "steps": """
        Cook the rice as the package directs.
        Season the chicken and brown it in the oil in a large skillet, about 4 minutes a side; set aside.
        Soften the onion and fennel in the pan for 6 minutes, adding the garlic for the last minute.
        Pour in the wine and let it bubble for 2 minutes, then add the tomatoes, olives, capers, thyme and rosemary.
        Nestle the chicken in the sauce, cover and simmer for 20 minutes until cooked through.
        Scatter with parsley and serve over the rice.
        """,
    },
    {
        "slug": "salmon_en_papillote_lentils", "name": "Salmon en Papillote with Green Lentils", "serves": 4, "prep": 20, "cook": 30,
        "desc": "Salmon steamed in parchment parcels on leeks and carrots with white wine and dill, served on mustard-dressed green lentils.",
        "cuisine": "French", "category": "Dinner, Fish", "diet": "Pescatarian, Gluten-Free",
        "meals": "dinner", "tags": "french, fish, lentils, omega-3",
        "ing": """
        1 cup green lentils, rinsed | 1 | cup | green lentils | prep=rinsed
        3 cups water | 3 | cup | water
        1 bay leaf | 1 | - | bay leaf
        4 salmon fillets (5 oz each) | 4 | - | salmon fillets | notes=5 oz each
        2 leeks, thinly sliced | 2 | - | leeks | prep=thinly sliced
        2 carrots, cut into thin matchsticks | 2 | - | carrots | prep=cut into thin matchsticks
        1 lemon, thinly sliced | 1 | - | lemon | prep=thinly sliced
        2 tbsp butter | 2 | tbsp | butter
        1/4 cup dry white wine | 0.25 | cup | dry white wine
        2 tbsp chopped dill | 2 | tbsp | dill | prep=chopped
        1 shallot, minced | 1 | - | shallot | prep=minced
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 tbsp red wine vinegar | 1 | tbsp | red wine vinegar
        2 tsp Dijon mustard | 2 | tsp | Dijon mustard
        """,
        "steps": """
        Simmer the lentils in the water with the bay leaf for 20 to 25 minutes until just tender, then drain.
        Heat the oven to 400°F (200°C) and cut four large squares of parchment paper.
        Divide the leeks and carrots among the squares, lay a salmon fillet on each and top with lemon slices, a knob of butter, a splash of wine and the dill.
        Fold the paper over and crimp the edges tightly to seal, then bake on a sheet pan for 12 to 14 minutes.
        Whisk the oil, vinegar, mustard and shallot and toss with the warm lentils; season with salt and pepper.
        Spoon the lentils onto plates and open the parcels at the table over them.
        """,
    },
    {
        "slug": "white_bean_sausage_cassoulet", "name": "White Bean and Sausage Cassoulet", "serves": 6, "prep": 20, "cook": 75,
        "desc": "A weeknight take on the southwestern French classic: pork sausages, chicken and bacon baked with white beans under a golden crumb crust.",
        "cuisine": "French", "category": "Dinner, Casseroles", "diet": "",
        "meals": "dinner", "tags": "french, stew, beans, sausage, make-ahead",
        "ing": """
        1 lb fresh pork sausages | 1 | lb | fresh pork sausages
        1 lb boneless chicken thighs, cut into large pieces | 1 | lb | boneless chicken thighs | prep=cut into large pieces
        3 slices bacon, chopped | 3 | slice | bacon | prep=chopped
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        2 carrots, diced | 2 | - | carrots | prep=diced
        2 celery stalks, diced | 2 | stalk | celery | prep=diced
        5 cloves garlic, minced | 5 | clove | garlic | prep=minced
        2 tbsp tomato paste | 2 | tbsp | tomato paste
        1 can (14 oz) diced tomatoes | 1 | can | diced tomatoes | notes=14 oz
        3 cans (15 oz) white beans, drained and rinsed | 3 | can | white beans | prep=drained and rinsed | notes=15 oz
        1 1/2 cups chicken broth | 1.5 | cup | chicken broth
        1 tsp dried thyme | 1 | tsp | dried thyme
        2 bay leaves | 2 | - | bay leaves
        3/4 cup dry bread crumbs | 0.75 | cup | dry bread crumbs
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        """,
        "steps": """
        Heat the oven to 350°F (175°C).
        Brown the sausages in a Dutch oven with 1 tbsp of the oil, then the chicken and bacon, and set everything aside; cut the sausages into thick slices.
        Cook the onion, carrots and celery in the fat for 8 minutes, then stir in the garlic and tomato paste for 1 minute.
        Add the tomatoes, beans, broth, thyme, bay leaves and the meats and bring to a simmer.
        Toss the bread crumbs with the parsley and the rest of the oil and scatter them over the top.
        Bake uncovered for 50 minutes, pressing the crust into the juices halfway, until bubbling and golden.
        """,
    },
    {
        "slug": "mussels_white_wine", "name": "Mussels in White Wine with Crusty Bread", "serves": 4, "prep": 20, "cook": 10,
        "desc": "Moules marinières: mussels steamed open in white wine with shallots, garlic and a little cream, with bread for the broth.",
        "cuisine": "French", "category": "Dinner, Fish", "diet": "Pescatarian",
        "meals": "dinner", "tags": "french, shellfish, quick, one-pot",
        "ing": """
        4 lb mussels, scrubbed (about 1 1/2 lb meat in total) | 4 | lb | mussels | prep=scrubbed | notes=about 1 1/2 lb meat in total
        2 tbsp butter | 2 | tbsp | butter
        1 tbsp olive oil | 1 | tbsp | olive oil
        2 shallots, finely chopped | 2 | - | shallots | prep=finely chopped
        4 cloves garlic, sliced | 4 | clove | garlic | prep=sliced
        3 sprigs thyme | 3 | sprig | thyme
        1 cup dry white wine | 1 | cup | dry white wine
        1/4 cup heavy cream | 0.25 | cup | heavy cream
        1/2 cup chopped parsley | 0.5 | cup | parsley | prep=chopped
        12 oz crusty bread | 12 | oz | crusty bread
        """,
        "steps": """
        Rinse the mussels, pull off any beards and discard any that stay open when tapped.
        Melt the butter with the oil in a large pot and soften the shallots and garlic with the thyme for 3 minutes.
        Add the wine, bring to a boil, tip in the mussels and cover tightly.
        Steam for 4 to 6 minutes, shaking the pot once or twice, until the shells open; discard any that stay shut.
        Stir in the cream and parsley and let it bubble for 30 seconds.
        Ladle the mussels and broth into deep bowls and serve with the bread for dipping.
        """,
    },
    {
        "slug": "bavette_steak_frites", "name": "Bavette Steak Frites with Shallot Butter", "serves": 4, "prep": 15, "cook": 40,
        "desc": "Seared flank steak with a red wine and shallot pan sauce, oven-baked fries and a mustardy green salad.",
        "cuisine": "French", "category": "Dinner", "diet": "Gluten-Free",
        "meals": "dinner", "tags": "french, beef, steak, potatoes",
        "ing": """
        2 lb potatoes, cut into fries | 2 | lb | potatoes | prep=cut into fries
        3 tbsp olive oil | 3 | tbsp | olive oil
        1 tsp salt | 1 | tsp | salt
        1 1/2 lb flank steak | 1.5 | lb | flank steak
        2 shallots, finely chopped | 2 | - | shallots | prep=finely chopped
        1/2 cup dry red wine | 0.5 | cup | dry red wine
        2 tbsp butter | 2 | tbsp | butter
        5 oz mixed greens | 5 | oz | mixed greens
        1 tbsp red wine vinegar | 1 | tbsp | red wine vinegar
        1 tsp Dijon mustard | 1 | tsp | Dijon mustard
        black pepper, to taste | - | - | black pepper | taste
        """,
        "steps": """
        Heat the oven to 450°F (230°C), toss the potatoes with 2 tbsp of the oil and half the salt and roast on two sheet pans for 35 to 40 minutes, turning once, until crisp.
        Pat the steak dry, season with the rest of the salt and plenty of pepper and sear in a very hot skillet for 4 to 5 minutes a side for medium-rare.
        Rest the steak on a board for 5 minutes while you make the sauce.
        Lower the heat, soften the shallots in the pan for 2 minutes, add the wine and reduce by half, then swirl in the butter off the heat.
        Whisk the vinegar, mustard and the last of the oil and toss with the greens.
        Slice the steak thinly across the grain and serve with the sauce, fries and salad.
        """,
    },
    {
        "slug": "chicken_dijon", "name": "Chicken Dijon with Green Beans and Rice", "serves": 4, "prep": 10, "cook": 30,
        "desc": "Seared chicken breasts in a creamy Dijon mustard, white wine and tarragon sauce, with green beans and rice.",
        "cuisine": "French", "category": "Dinner", "diet": "Gluten-Free",
        "meals": "dinner", "tags": "french, chicken, creamy, weeknight",
        "ing": """
        1 1/2 lb boneless chicken breasts | 1.5 | lb | boneless chicken breasts
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 tbsp butter | 1 | tbsp | butter
        2 shallots, minced | 2 | - | shallots | prep=minced
        1/2 cup dry white wine | 0.5 | cup | dry white wine
        3/4 cup chicken broth | 0.75 | cup | chicken broth
        3 tbsp Dijon mustard | 3 | tbsp | Dijon mustard
        1/3 cup heavy cream | 0.33 | cup | heavy cream
        1 tsp dried tarragon | 1 | tsp | dried tarragon
        1 lb green beans, trimmed | 1 | lb | green beans | prep=trimmed
        1 cup long-grain white rice | 1 | cup | long-grain white rice
        """,
        "steps": """
        Cook the rice as the package directs.
        Pound the chicken to an even thickness, season it and sear in the oil and butter for 5 to 6 minutes a side until cooked through; keep warm.
        Soften the shallots in the pan for 2 minutes, pour in the wine and reduce by half, scraping up the browned bits.
        Whisk in the broth, mustard, cream and tarragon and simmer for 4 minutes until lightly thickened.
        Steam the green beans for 5 minutes until bright and just tender.
        Return the chicken and its juices to the sauce and serve with the beans and rice.
        """,
    },
    {
        "slug": "seared_tuna_nicoise_potatoes", "name": "Seared Tuna Niçoise with Warm Potatoes", "serves": 4, "prep": 20, "cook": 25,
        "desc": "Pan-seared tuna steaks on warm potatoes and green beans with tomatoes, olives, soft eggs and a caper-mustard dressing.",
        "cuisine": "French", "category": "Dinner, Fish", "diet": "Pescatarian, Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "french, fish, potatoes, eggs",
        "ing": """
        1 1/2 lb small potatoes, halved | 1.5 | lb | small potatoes | prep=halved
        8 oz green beans, trimmed | 8 | oz | green beans | prep=trimmed
        4 large eggs | 4 | - | eggs | size=large
        4 tuna steaks (5 oz each) | 4 | - | tuna steaks | notes=5 oz each
        1/4 cup olive oil | 0.25 | cup | olive oil
        2 tbsp red wine vinegar | 2 | tbsp | red wine vinegar
        1 tsp Dijon mustard | 1 | tsp | Dijon mustard
        1 tbsp capers, chopped | 1 | tbsp | capers | prep=chopped
        1 cup cherry tomatoes, halved | 1 | cup | cherry tomatoes | prep=halved
        1/3 cup black olives | 0.33 | cup | black olives
        4 oz mixed greens | 4 | oz | mixed greens
        """,
        "steps": """
        Boil the potatoes in salted water for 12 minutes, add the green beans for the last 4 minutes and drain.
        Boil the eggs for 7 minutes, cool them in cold water, peel and halve.
        Whisk 3 tbsp of the oil with the vinegar, mustard and capers and toss half of it with the warm potatoes and beans.
        Rub the tuna with the rest of the oil, season and sear in a very hot pan for 1 to 2 minutes a side so the center stays pink.
        Arrange the greens, potatoes, beans, tomatoes, olives and eggs on plates, top with the sliced tuna and spoon over the rest of the dressing.
        """,
    },
    {
        "slug": "normandy_pork_chops_apples", "name": "Normandy Pork Chops with Apples and Cider", "serves": 4, "prep": 15, "cook": 35,
        "desc": "Pork chops with golden apple wedges in a dry cider and cream pan sauce, with roasted potatoes and green beans.",
        "cuisine": "French", "category": "Dinner", "diet": "Gluten-Free",
        "meals": "dinner", "tags": "french, pork, apples, one-pan",
        "ing": """
        1 1/2 lb small potatoes, halved | 1.5 | lb | small potatoes | prep=halved
        2 tbsp olive oil | 2 | tbsp | olive oil
        4 boneless pork chops (5 oz each) | 4 | - | boneless pork chops | notes=5 oz each
        1 tbsp butter | 1 | tbsp | butter
        2 apples, cut into wedges | 2 | - | apples | size=medium | prep=cut into wedges
        1 onion, thinly sliced | 1 | - | onion | prep=thinly sliced
        1 cup dry hard cider | 1 | cup | dry hard cider
        1/3 cup heavy cream | 0.33 | cup | heavy cream
        1 tsp Dijon mustard | 1 | tsp | Dijon mustard
        3 sprigs thyme | 3 | sprig | thyme
        8 oz green beans, trimmed | 8 | oz | green beans | prep=trimmed
        """,
        "steps": """
        Heat the oven to 425°F (220°C), toss the potatoes with 1 tbsp of the oil and roast for 30 minutes until golden.
        Season the pork and sear it in the rest of the oil for 4 minutes a side until just cooked; set aside.
        Melt the butter in the pan and cook the apples and onion with the thyme for 6 minutes until golden and soft.
        Add the cider and boil for 3 minutes to reduce, then stir in the cream and mustard and simmer until glossy.
        Steam the green beans for 5 minutes while the sauce simmers.
        Return the pork to the pan to warm through and serve with the apples, sauce, potatoes and beans.
        """,
    },
    {
        "slug": "soupe_au_pistou", "name": "Soupe au Pistou", "serves": 6, "prep": 20, "cook": 35,
        "desc": "A hearty Provençal vegetable, white bean and pasta soup, each bowl swirled with basil pesto and parmesan, with bread alongside.",
        "cuisine": "French", "category": "Dinner, Soups", "diet": "Vegetarian",
        "meals": "dinner", "tags": "french, soup, vegetarian, beans",
        "ing": """
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        2 carrots, diced | 2 | - | carrots | prep=diced
        2 zucchini, diced | 2 | - | zucchini | prep=diced
        1 lb potatoes, diced | 1 | lb | potatoes | prep=diced
        8 oz green beans, cut into short lengths | 8 | oz | green beans | prep=cut into short lengths
        1 can (14 oz) diced tomatoes | 1 | can | diced tomatoes | notes=14 oz
        4 cups vegetable broth | 4 | cup | vegetable broth
        4 cups water | 4 | cup | water
        2 cans (15 oz) white beans, drained and rinsed | 2 | can | white beans | prep=drained and rinsed | notes=15 oz
        1 cup small pasta | 1 | cup | small pasta
        1/2 cup basil pesto | 0.5 | cup | basil pesto
        1/2 cup grated parmesan | 0.5 | cup | parmesan | prep=grated
        12 oz crusty bread | 12 | oz | crusty bread
        """,
        "steps": """
        Soften the onion and carrots in the oil in a large pot for 6 minutes.
        Add the zucchini, potatoes, green beans, tomatoes, broth and water, bring to a boil and simmer for 15 minutes.
        Stir in the beans and pasta and simmer 10 minutes more until the pasta is tender; add a little water if it gets too thick.
        Season with salt and pepper and ladle into bowls.
        Top each bowl with a spoonful of pesto and some parmesan and serve with the bread.
        """,
    },
    {
        "slug": "lentil_mushroom_bourguignon", "name": "Lentil and Mushroom Bourguignon", "serves": 4, "prep": 15, "cook": 45,
        "desc": "The flavors of the Burgundy stew without meat: mushrooms, green lentils and pearl onions simmered in red wine, over potatoes.",
        "cuisine": "French", "category": "Dinner, Stews", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "dinner", "tags": "french, stew, vegetarian, lentils",
        "ing": """
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 lb cremini mushrooms, halved | 1 | lb | cremini mushrooms | prep=halved
        8 oz frozen pearl onions | 8 | oz | frozen pearl onions
        1 onion, chopped | 1 | - | onion | prep=chopped
        2 carrots, sliced | 2 | - | carrots | prep=sliced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        2 tbsp tomato paste | 2 | tbsp | tomato paste
        1 1/2 cups dry red wine | 1.5 | cup | dry red wine
        2 1/2 cups vegetable broth | 2.5 | cup | vegetable broth
        1 cup green lentils, rinsed | 1 | cup | green lentils | prep=rinsed
        3 sprigs thyme | 3 | sprig | thyme
        2 bay leaves | 2 | - | bay leaves
        1 1/2 lb small potatoes | 1.5 | lb | small potatoes
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        """,
        "steps": """
        Brown the mushrooms in half the oil over high heat for 6 minutes and set aside.
        Cook the pearl onions, onion and carrots in the rest of the oil for 6 minutes, then stir in the garlic and tomato paste for 1 minute.
        Add the wine and let it bubble for 3 minutes, then add the broth, lentils, thyme and bay leaves.
        Cover and simmer for 30 minutes until the lentils are tender, stirring the mushrooms back in for the last 10 minutes.
        Meanwhile boil the potatoes in salted water until tender, 15 to 20 minutes.
        Remove the herbs, season the stew and serve over the potatoes, lightly crushed, with parsley.
        """,
    },
]

# ---------------------------------------------------------------------------------------------
# Sides, salads and sauces: dishes that go beside a main (a meal's side, salad or sauce
# component, named by the category). Their meal types are the meals they are served at; they
# are not meals on their own. The tag after the role names the food group a side brings
# (vegetable, grain, legume, starch, dairy, fruit), so a week's sides can differ from their mains.
# ---------------------------------------------------------------------------------------------
RECIPES += [
    {
        "slug": "garlic_roasted_broccoli", "name": "Garlic Roasted Broccoli", "serves": 4, "prep": 10, "cook": 20,
        "desc": "Broccoli florets roasted hot until the edges crisp, tossed with garlic, lemon and parmesan.",
        "cuisine": "Italian", "category": "Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "vegetable, roasted, quick",
        "ing": """
        1 1/2 lb broccoli, cut into florets | 1.5 | lb | broccoli | prep=cut into florets
        3 tbsp olive oil | 3 | tbsp | olive oil
        3 cloves garlic, sliced | 3 | clove | garlic | prep=sliced
        1/2 tsp salt | 0.5 | tsp | salt
        1/4 tsp red pepper flakes | 0.25 | tsp | red pepper flakes
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        1/4 cup grated parmesan | 0.25 | cup | parmesan | prep=grated
        """,
        "steps": """
        Heat the oven to 425°F (220°C).
        Toss the broccoli with the oil, salt and pepper flakes and spread it on a sheet pan.
        Roast for 12 minutes, scatter over the garlic and roast 6 to 8 minutes more until the edges char.
        Toss with the lemon juice and parmesan and serve hot.
        """,
    },
    {
        "slug": "green_beans_almondine", "name": "Green Beans Almondine", "serves": 4, "prep": 10, "cook": 12,
        "desc": "Blanched green beans finished in browned butter with toasted sliced almonds and lemon.",
        "cuisine": "French", "category": "Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "vegetable, classic, quick",
        "ing": """
        1 lb green beans, trimmed | 1 | lb | green beans | prep=trimmed
        2 tbsp butter | 2 | tbsp | butter
        1/3 cup sliced almonds | 0.33 | cup | almonds | prep=sliced
        1 shallot, minced | 1 | - | shallot | prep=minced
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Boil the green beans in salted water for 4 minutes, then drain and cool them under cold water.
        Melt the butter in a large skillet and toast the almonds in it until golden, about 3 minutes.
        Add the shallot and cook 1 minute, then add the beans and toss until hot through.
        Season with the salt and lemon juice and serve.
        """,
    },
    {
        "slug": "honey_glazed_carrots", "name": "Honey Thyme Glazed Carrots", "serves": 4, "prep": 10, "cook": 15,
        "desc": "Carrot coins simmered until tender and glossy in butter, honey and thyme.",
        "cuisine": "American", "category": "Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "vegetable, glazed, kid-friendly",
        "ing": """
        1 1/2 lb carrots, sliced into coins | 1.5 | lb | carrots | prep=sliced into coins
        1/2 cup water | 0.5 | cup | water
        2 tbsp butter | 2 | tbsp | butter
        2 tbsp honey | 2 | tbsp | honey
        1 tsp thyme leaves | 1 | tsp | thyme
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Put the carrots, water, butter and salt in a wide pan, cover and simmer for 8 minutes.
        Uncover, add the honey and thyme and boil until the liquid reduces to a glaze, about 5 minutes.
        Toss the carrots in the glaze until shiny and serve.
        """,
    },
    {
        "slug": "sesame_garlic_bok_choy", "name": "Garlic Sesame Bok Choy", "serves": 4, "prep": 5, "cook": 6,
        "desc": "Baby bok choy stir-fried with garlic and ginger and dressed with soy sauce and sesame oil.",
        "cuisine": "Chinese", "category": "Side dish", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, stir-fry, quick",
        "ing": """
        1 lb baby bok choy, halved | 1 | lb | baby bok choy | prep=halved
        1 tbsp canola oil | 1 | tbsp | canola oil
        3 cloves garlic, sliced | 3 | clove | garlic | prep=sliced
        1 tsp grated ginger | 1 | tsp | ginger | prep=grated
        1 tbsp soy sauce | 1 | tbsp | soy sauce
        1 tsp sesame oil | 1 | tsp | sesame oil
        1 tsp sesame seeds | 1 | tsp | sesame seeds
        """,
        "steps": """
        Heat the oil in a wok over high heat and fry the garlic and ginger for 30 seconds.
        Add the bok choy cut side down and cook 2 minutes, then add 2 tablespoons of water, cover and steam 2 minutes.
        Toss with the soy sauce and sesame oil and scatter with sesame seeds.
        """,
    },
    {
        "slug": "roasted_brussels_sprouts_balsamic", "name": "Balsamic Roasted Brussels Sprouts", "serves": 4, "prep": 10, "cook": 25,
        "desc": "Halved Brussels sprouts roasted until caramelized and tossed with balsamic and maple.",
        "cuisine": "American", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, roasted, autumn",
        "ing": """
        1 1/2 lb Brussels sprouts, halved | 1.5 | lb | Brussels sprouts | prep=halved
        3 tbsp olive oil | 3 | tbsp | olive oil
        1/2 tsp salt | 0.5 | tsp | salt
        1/4 tsp black pepper | 0.25 | tsp | black pepper
        2 tbsp balsamic vinegar | 2 | tbsp | balsamic vinegar
        1 tbsp maple syrup | 1 | tbsp | maple syrup
        """,
        "steps": """
        Heat the oven to 425°F (220°C).
        Toss the sprouts with the oil, salt and pepper and lay them cut side down on a sheet pan.
        Roast for 20 to 25 minutes until deeply browned and tender.
        Whisk the balsamic and maple syrup, toss with the hot sprouts and serve.
        """,
    },
    {
        "slug": "ratatouille", "name": "Ratatouille", "serves": 6, "prep": 20, "cook": 40,
        "desc": "Provençal stew of eggplant, zucchini, peppers and tomatoes slowly cooked in olive oil with thyme.",
        "cuisine": "French", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, stew, make-ahead",
        "ing": """
        1/4 cup olive oil | 0.25 | cup | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        1 eggplant, cubed | 1 | - | eggplant | prep=cubed
        2 zucchini, cubed | 2 | - | zucchini | prep=cubed
        1 red bell pepper, diced | 1 | - | red bell pepper | prep=diced
        1 yellow bell pepper, diced | 1 | - | yellow bell pepper | prep=diced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 can (14 oz) diced tomatoes | 1 | can | diced tomatoes | notes=14 oz
        1 tsp dried thyme | 1 | tsp | dried thyme
        1 tsp salt | 1 | tsp | salt
        2 tbsp chopped basil | 2 | tbsp | basil | prep=chopped
        """,
        "steps": """
        Brown the eggplant in half the oil in a large pot for 6 minutes and set it aside.
        Cook the onion and peppers in the rest of the oil for 6 minutes, then add the zucchini and garlic for 4 minutes.
        Return the eggplant, add the tomatoes, thyme and salt and simmer gently, partly covered, for 25 minutes.
        Stir in the basil and serve warm or at room temperature.
        """,
    },
    {
        "slug": "spinach_sesame_gomae", "name": "Spinach Gomae", "serves": 4, "prep": 10, "cook": 3,
        "desc": "Japanese blanched spinach dressed with a sweet toasted sesame and soy sauce dressing.",
        "cuisine": "Japanese", "category": "Side dish", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, japanese, quick",
        "ing": """
        1 lb spinach | 1 | lb | spinach
        3 tbsp sesame seeds | 3 | tbsp | sesame seeds
        1 tbsp soy sauce | 1 | tbsp | soy sauce
        2 tsp sugar | 2 | tsp | sugar
        1 tsp rice vinegar | 1 | tsp | rice vinegar
        """,
        "steps": """
        Toast the sesame seeds in a dry pan until golden, then grind them coarsely with the sugar.
        Stir in the soy sauce and vinegar to make a thick dressing.
        Blanch the spinach in boiling water for 30 seconds, cool it in cold water and squeeze it dry.
        Cut the spinach into short lengths and toss with the dressing.
        """,
    },
    {
        "slug": "mexican_street_corn", "name": "Mexican Street Corn off the Cob", "serves": 4, "prep": 10, "cook": 10,
        "desc": "Charred corn tossed with lime, chili, a little mayonnaise and crumbled feta, like elote in a bowl.",
        "cuisine": "Mexican", "category": "Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "vegetable, corn, summer",
        "ing": """
        4 cups corn kernels | 4 | cup | corn kernels
        1 tbsp canola oil | 1 | tbsp | canola oil
        2 tbsp mayonnaise | 2 | tbsp | mayonnaise
        1 tbsp lime juice | 1 | tbsp | lime juice
        1/2 tsp chili powder | 0.5 | tsp | chili powder
        1/3 cup crumbled feta | 0.33 | cup | feta | prep=crumbled
        2 tbsp chopped cilantro | 2 | tbsp | cilantro | prep=chopped
        """,
        "steps": """
        Heat the oil in a large cast-iron skillet over high heat.
        Add the corn and leave it to char for 3 minutes, then stir and char 4 minutes more.
        Take the pan off the heat and stir in the mayonnaise, lime juice and chili powder.
        Top with the feta and cilantro and serve warm.
        """,
    },
    {
        "slug": "braised_red_cabbage_apple", "name": "Braised Red Cabbage with Apple", "serves": 6, "prep": 15, "cook": 45,
        "desc": "Sweet-sour German red cabbage braised slowly with apple, onion and cider vinegar.",
        "cuisine": "German", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, braised, winter",
        "ing": """
        2 tbsp canola oil | 2 | tbsp | canola oil
        1 onion, sliced | 1 | - | onion | prep=sliced
        1 red cabbage (2 lb), shredded | 2 | lb | red cabbage | prep=shredded
        2 apples, peeled and grated | 2 | - | apples | prep=peeled and grated
        1/4 cup cider vinegar | 0.25 | cup | cider vinegar
        2 tbsp brown sugar | 2 | tbsp | brown sugar
        1/2 cup water | 0.5 | cup | water
        2 bay leaves | 2 | - | bay leaves
        1 tsp salt | 1 | tsp | salt
        """,
        "steps": """
        Soften the onion in the oil in a large pot for 5 minutes.
        Add the cabbage, apples, vinegar, sugar, water, bay leaves and salt and stir well.
        Cover and braise over low heat for 40 minutes, stirring now and then, until very tender.
        Remove the bay leaves, adjust the sweet-sour balance with a little more sugar or vinegar and serve.
        """,
    },
    {
        "slug": "roasted_cauliflower_tahini", "name": "Roasted Cauliflower with Tahini", "serves": 4, "prep": 10, "cook": 30,
        "desc": "Cumin-roasted cauliflower drizzled with lemony tahini and scattered with parsley.",
        "cuisine": "Middle Eastern", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, roasted, tahini",
        "ing": """
        1 head cauliflower, cut into florets | 1 | head | cauliflower | prep=cut into florets
        3 tbsp olive oil | 3 | tbsp | olive oil
        1 tsp ground cumin | 1 | tsp | ground cumin
        1/2 tsp salt | 0.5 | tsp | salt
        3 tbsp tahini | 3 | tbsp | tahini
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        2 tbsp water | 2 | tbsp | water
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        """,
        "steps": """
        Heat the oven to 425°F (220°C).
        Toss the cauliflower with the oil, cumin and salt and roast on a sheet pan for 25 to 30 minutes, turning once.
        Whisk the tahini, lemon juice and water until smooth and pourable.
        Drizzle the sauce over the cauliflower and finish with parsley.
        """,
    },
    {
        "slug": "lemon_garlic_asparagus", "name": "Lemon Garlic Asparagus", "serves": 4, "prep": 5, "cook": 10,
        "desc": "Asparagus spears roasted with garlic and finished with lemon zest and juice.",
        "cuisine": "Mediterranean", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, spring, quick",
        "ing": """
        1 1/2 lb asparagus, trimmed | 1.5 | lb | asparagus | prep=trimmed
        2 tbsp olive oil | 2 | tbsp | olive oil
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        1/2 tsp salt | 0.5 | tsp | salt
        1 lemon, zested and juiced | 1 | - | lemon | prep=zested and juiced
        """,
        "steps": """
        Heat the oven to 425°F (220°C).
        Toss the asparagus with the oil, garlic and salt on a sheet pan.
        Roast for 8 to 10 minutes until just tender.
        Finish with the lemon zest and a squeeze of juice.
        """,
    },
    {
        "slug": "creamed_spinach", "name": "Creamed Spinach", "serves": 4, "prep": 5, "cook": 12,
        "desc": "Steakhouse-style spinach in a garlicky cream sauce with a grating of nutmeg and parmesan.",
        "cuisine": "American", "category": "Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "dairy, vegetable, steakhouse",
        "ing": """
        1 tbsp butter | 1 | tbsp | butter
        1 shallot, minced | 1 | - | shallot | prep=minced
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        1 1/2 lb spinach | 1.5 | lb | spinach
        1/2 cup heavy cream | 0.5 | cup | heavy cream
        1/4 cup grated parmesan | 0.25 | cup | parmesan | prep=grated
        1 pinch ground nutmeg | 1 | pinch | ground nutmeg
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Wilt the spinach in a large pot with a splash of water, then drain, squeeze dry and chop.
        Melt the butter and soften the shallot and garlic for 2 minutes.
        Add the cream and simmer for 3 minutes until slightly thickened.
        Stir in the spinach, parmesan, nutmeg and salt and heat through.
        """,
    },
    {
        "slug": "grilled_zucchini_mint", "name": "Grilled Zucchini with Mint", "serves": 4, "prep": 10, "cook": 8,
        "desc": "Zucchini planks charred on a grill pan and dressed with lemon, olive oil and fresh mint.",
        "cuisine": "Italian", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, grilled, summer",
        "ing": """
        4 zucchini, sliced lengthwise | 4 | - | zucchini | prep=sliced lengthwise
        3 tbsp olive oil | 3 | tbsp | olive oil
        1/2 tsp salt | 0.5 | tsp | salt
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        2 tbsp chopped mint | 2 | tbsp | mint | prep=chopped
        """,
        "steps": """
        Heat a grill pan over high heat.
        Brush the zucchini with a third of the oil, sprinkle with salt and grill 3 to 4 minutes a side until marked.
        Lay on a platter and dress with the remaining oil, lemon juice and mint.
        """,
    },
    {
        "slug": "cilantro_lime_rice", "name": "Cilantro Lime Rice", "serves": 4, "prep": 5, "cook": 20,
        "desc": "Fluffy long-grain rice tossed with lime juice, zest and plenty of cilantro.",
        "cuisine": "Mexican", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "grain, rice, quick",
        "ing": """
        1 cup long-grain white rice, rinsed | 1 | cup | long-grain white rice | prep=rinsed
        2 cups water | 2 | cup | water
        1 tbsp olive oil | 1 | tbsp | olive oil
        1/2 tsp salt | 0.5 | tsp | salt
        2 tbsp lime juice | 2 | tbsp | lime juice
        1/3 cup chopped cilantro | 0.33 | cup | cilantro | prep=chopped
        """,
        "steps": """
        Bring the water, oil and salt to a boil, stir in the rice, cover and simmer on low for 18 minutes.
        Take off the heat and leave covered for 5 minutes.
        Fluff with a fork and fold in the lime juice and cilantro.
        """,
    },
    {
        "slug": "herbed_lemon_couscous", "name": "Herbed Lemon Couscous", "serves": 4, "prep": 5, "cook": 5,
        "desc": "Five-minute couscous fluffed with lemon, parsley, mint and toasted almonds.",
        "cuisine": "Moroccan", "category": "Side dish", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "grain, quick, couscous",
        "ing": """
        1 cup couscous | 1 | cup | couscous
        1 1/4 cups boiling vegetable broth | 1.25 | cup | vegetable broth
        1 tbsp olive oil | 1 | tbsp | olive oil
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        1/4 cup chopped parsley | 0.25 | cup | parsley | prep=chopped
        2 tbsp chopped mint | 2 | tbsp | mint | prep=chopped
        2 tbsp sliced almonds, toasted | 2 | tbsp | almonds | prep=sliced, toasted
        """,
        "steps": """
        Pour the boiling broth over the couscous and oil in a bowl, cover and leave for 5 minutes.
        Fluff the grains with a fork.
        Fold in the lemon juice, herbs and almonds and serve warm or at room temperature.
        """,
    },
    {
        "slug": "mexican_red_rice", "name": "Mexican Red Rice", "serves": 6, "prep": 10, "cook": 25,
        "desc": "Rice toasted in oil, then simmered in a tomato, onion and garlic broth until fluffy.",
        "cuisine": "Mexican", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "grain, rice, tomato",
        "ing": """
        2 tbsp canola oil | 2 | tbsp | canola oil
        1 1/2 cups long-grain white rice | 1.5 | cup | long-grain white rice
        1/2 onion, finely chopped | 0.5 | - | onion | prep=finely chopped
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        1 cup tomato sauce | 1 | cup | tomato sauce
        2 cups vegetable broth | 2 | cup | vegetable broth
        1/2 tsp ground cumin | 0.5 | tsp | ground cumin
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Toast the rice in the oil in a wide pan over medium heat for 5 minutes until golden.
        Add the onion and garlic and cook 2 minutes.
        Stir in the tomato sauce, broth, cumin and salt, bring to a boil, cover and simmer on low for 18 minutes.
        Rest 5 minutes off the heat, then fluff and serve.
        """,
    },
    {
        "slug": "coconut_jasmine_rice", "name": "Coconut Jasmine Rice", "serves": 4, "prep": 5, "cook": 20,
        "desc": "Jasmine rice steamed in coconut milk with a pinch of salt, fragrant and lightly rich.",
        "cuisine": "Thai", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "grain, rice, coconut",
        "ing": """
        1 cup jasmine rice, rinsed | 1 | cup | jasmine rice | prep=rinsed
        3/4 cup coconut milk | 0.75 | cup | coconut milk
        3/4 cup water | 0.75 | cup | water
        1/2 tsp salt | 0.5 | tsp | salt
        1 tsp sugar | 1 | tsp | sugar
        """,
        "steps": """
        Bring the coconut milk, water, salt and sugar to a simmer in a small pot.
        Stir in the rice, cover and cook on the lowest heat for 15 minutes.
        Rest 10 minutes off the heat, covered, then fluff and serve.
        """,
    },
    {
        "slug": "jeera_rice", "name": "Jeera Rice", "serves": 4, "prep": 5, "cook": 20,
        "desc": "Basmati-style rice cooked with cumin seeds, bay leaf and a little butter, the everyday Indian side.",
        "cuisine": "Indian", "category": "Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "grain, rice, indian",
        "ing": """
        1 cup long-grain white rice, rinsed | 1 | cup | long-grain white rice | prep=rinsed
        1 tbsp butter | 1 | tbsp | butter
        1 tsp cumin seed | 1 | tsp | cumin seed
        1 bay leaf | 1 | - | bay leaf
        1 3/4 cups water | 1.75 | cup | water
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Melt the butter in a pot and fry the cumin seeds and bay leaf until the seeds crackle.
        Stir in the rice for 1 minute, then add the water and salt and bring to a boil.
        Cover and simmer on low for 15 minutes, then rest 5 minutes before fluffing.
        """,
    },
    {
        "slug": "quinoa_herb_pilaf", "name": "Quinoa Pilaf with Herbs", "serves": 4, "prep": 10, "cook": 20,
        "desc": "Quinoa simmered in broth with onion and garlic, finished with parsley, lemon and pistachios.",
        "cuisine": "American", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "grain, quinoa, protein",
        "ing": """
        1 tbsp olive oil | 1 | tbsp | olive oil
        1/2 onion, diced | 0.5 | - | onion | prep=diced
        1 clove garlic, minced | 1 | clove | garlic | prep=minced
        1 cup quinoa, rinsed | 1 | cup | quinoa | prep=rinsed
        2 cups vegetable broth | 2 | cup | vegetable broth
        1/4 cup chopped parsley | 0.25 | cup | parsley | prep=chopped
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        1/4 cup pistachios, chopped | 0.25 | cup | pistachios | prep=chopped
        """,
        "steps": """
        Soften the onion in the oil for 4 minutes, add the garlic and quinoa and stir for 1 minute.
        Add the broth, bring to a boil, cover and simmer for 15 minutes until the liquid is absorbed.
        Rest 5 minutes, fluff, and fold in the parsley, lemon juice and pistachios.
        """,
    },
    {
        "slug": "creamy_parmesan_polenta", "name": "Creamy Parmesan Polenta", "serves": 4, "prep": 5, "cook": 25,
        "desc": "Soft, spoonable cornmeal polenta enriched with butter and parmesan, for braises and stews.",
        "cuisine": "Italian", "category": "Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "grain, polenta, comfort",
        "ing": """
        3 cups water | 3 | cup | water
        1 cup milk | 1 | cup | milk
        1 cup polenta | 1 | cup | polenta
        1 tsp salt | 1 | tsp | salt
        2 tbsp butter | 2 | tbsp | butter
        1/2 cup grated parmesan | 0.5 | cup | parmesan | prep=grated
        """,
        "steps": """
        Bring the water, milk and salt to a boil in a heavy pot.
        Whisk in the polenta in a thin stream, then turn the heat to low.
        Cook for 20 to 25 minutes, stirring often, until thick and creamy.
        Stir in the butter and parmesan and serve at once.
        """,
    },
    {
        "slug": "bulgur_pilaf_tomato", "name": "Turkish Bulgur Pilaf", "serves": 4, "prep": 10, "cook": 20,
        "desc": "Coarse bulgur cooked with onion, tomato paste and red pepper, a Turkish table staple.",
        "cuisine": "Turkish", "category": "Side dish", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "grain, bulgur, pilaf",
        "ing": """
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        1 red bell pepper, diced | 1 | - | red bell pepper | prep=diced
        1 tbsp tomato paste | 1 | tbsp | tomato paste
        1 cup coarse bulgur | 1 | cup | coarse bulgur
        2 cups vegetable broth | 2 | cup | vegetable broth
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Cook the onion and pepper in the oil for 6 minutes until soft.
        Stir in the tomato paste and bulgur for 1 minute.
        Add the broth and salt, bring to a boil, cover and simmer on low for 12 minutes.
        Rest covered off the heat for 10 minutes, then fluff and serve.
        """,
    },
    {
        "slug": "cuban_black_beans", "name": "Cuban Black Beans", "serves": 6, "prep": 10, "cook": 25,
        "desc": "Black beans simmered with a sofrito of onion, green pepper, garlic, cumin and oregano.",
        "cuisine": "Latin American", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "legume, beans, cuban",
        "ing": """
        2 tbsp olive oil | 2 | tbsp | olive oil
        1 onion, diced | 1 | - | onion | prep=diced
        1 green bell pepper, diced | 1 | - | green bell pepper | prep=diced
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1 tsp ground cumin | 1 | tsp | ground cumin
        1 tsp dried oregano | 1 | tsp | dried oregano
        2 cans (15 oz) black beans, with their liquid | 2 | can | black beans | notes=15 oz each
        1 bay leaf | 1 | - | bay leaf
        1 tbsp red wine vinegar | 1 | tbsp | red wine vinegar
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Cook the onion and pepper in the oil for 6 minutes, then add the garlic, cumin and oregano for 1 minute.
        Add the beans with their liquid and the bay leaf and simmer for 15 minutes, mashing a few beans to thicken.
        Stir in the vinegar and salt, remove the bay leaf and serve.
        """,
    },
    {
        "slug": "refried_pinto_beans", "name": "Homemade Refried Beans", "serves": 6, "prep": 5, "cook": 15,
        "desc": "Pinto beans fried with onion and garlic and mashed until creamy, a side for tacos and enchiladas.",
        "cuisine": "Mexican", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "legume, beans, mexican",
        "ing": """
        2 tbsp canola oil | 2 | tbsp | canola oil
        1/2 onion, finely chopped | 0.5 | - | onion | prep=finely chopped
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        2 cans (15 oz) pinto beans, drained, 1/2 cup liquid kept | 2 | can | pinto beans | prep=drained | notes=15 oz each
        1/2 tsp ground cumin | 0.5 | tsp | ground cumin
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Soften the onion in the oil for 5 minutes, then add the garlic and cumin for 1 minute.
        Add the beans and the kept liquid and cook for 5 minutes.
        Mash with a potato masher to a rough purée, adding water if too thick, and season with the salt.
        """,
    },
    {
        "slug": "tuscan_white_beans_rosemary", "name": "Tuscan White Beans with Rosemary", "serves": 4, "prep": 5, "cook": 15,
        "desc": "Creamy white beans warmed in garlic and rosemary olive oil with a few cherry tomatoes.",
        "cuisine": "Italian", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "legume, beans, tuscan",
        "ing": """
        3 tbsp olive oil | 3 | tbsp | olive oil
        3 cloves garlic, sliced | 3 | clove | garlic | prep=sliced
        1 sprig rosemary | 1 | sprig | rosemary
        1 cup cherry tomatoes, halved | 1 | cup | cherry tomatoes | prep=halved
        2 cans (15 oz) white beans, drained | 2 | can | white beans | prep=drained | notes=15 oz each
        1/2 cup water | 0.5 | cup | water
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Warm the oil with the garlic and rosemary over low heat for 3 minutes until fragrant.
        Add the tomatoes and cook 3 minutes until they soften.
        Add the beans, water and salt and simmer for 8 minutes, crushing a few beans for a creamy sauce.
        Remove the rosemary stem and serve with a drizzle of oil.
        """,
    },
    {
        "slug": "tarka_dal", "name": "Tarka Dal", "serves": 6, "prep": 5, "cook": 30,
        "desc": "Red lentils simmered soft with turmeric and finished with a sizzling tempering of cumin, garlic and chili.",
        "cuisine": "Indian", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "legume, lentils, indian",
        "ing": """
        1 cup red lentils, rinsed | 1 | cup | red lentils | prep=rinsed
        4 cups water | 4 | cup | water
        1/2 tsp ground turmeric | 0.5 | tsp | ground turmeric
        1 tsp salt | 1 | tsp | salt
        2 tbsp canola oil | 2 | tbsp | canola oil
        1 tsp cumin seed | 1 | tsp | cumin seed
        3 cloves garlic, sliced | 3 | clove | garlic | prep=sliced
        1 green chili, slit | 1 | - | green chili | prep=slit
        1 tomato, chopped | 1 | - | tomato | prep=chopped
        2 tbsp chopped cilantro | 2 | tbsp | cilantro | prep=chopped
        """,
        "steps": """
        Simmer the lentils in the water with the turmeric for 20 to 25 minutes until soft, then whisk and add the salt.
        Heat the oil in a small pan and fry the cumin seeds until they crackle.
        Add the garlic and chili and fry until the garlic is golden, then add the tomato for 2 minutes.
        Pour the tempering over the dal, stir once and top with cilantro.
        """,
    },
    {
        "slug": "chili_garlic_edamame", "name": "Chili Garlic Edamame", "serves": 4, "prep": 2, "cook": 6,
        "desc": "Shelled edamame tossed in a hot pan with garlic, chili flakes, soy sauce and sesame oil.",
        "cuisine": "Japanese", "category": "Side dish", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "legume, quick, edamame",
        "ing": """
        3 cups frozen shelled edamame | 3 | cup | frozen shelled edamame
        1 tbsp canola oil | 1 | tbsp | canola oil
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        1/4 tsp red pepper flakes | 0.25 | tsp | red pepper flakes
        1 tbsp soy sauce | 1 | tbsp | soy sauce
        1 tsp sesame oil | 1 | tsp | sesame oil
        """,
        "steps": """
        Boil the edamame for 3 minutes and drain well.
        Heat the oil in a skillet and fry the garlic and pepper flakes for 30 seconds.
        Add the edamame, soy sauce and sesame oil and toss for 1 minute until glossy.
        """,
    },
    {
        "slug": "garlic_mashed_potatoes", "name": "Garlic Mashed Potatoes", "serves": 6, "prep": 10, "cook": 25,
        "desc": "Fluffy potatoes mashed with butter, warm milk and garlic cooked alongside them.",
        "cuisine": "American", "category": "Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "starch, potatoes, comfort",
        "ing": """
        2 1/2 lb potatoes, peeled and cut in chunks | 2.5 | lb | potatoes | prep=peeled and cut in chunks
        4 cloves garlic, peeled | 4 | clove | garlic | prep=peeled
        1/2 cup milk, warmed | 0.5 | cup | milk | prep=warmed
        4 tbsp butter | 4 | tbsp | butter
        1 tsp salt | 1 | tsp | salt
        2 tbsp chopped chives | 2 | tbsp | chives | prep=chopped
        """,
        "steps": """
        Cover the potatoes and garlic with cold salted water, bring to a boil and simmer for 18 to 20 minutes until tender.
        Drain well and let them steam dry in the pot for 2 minutes.
        Mash with the butter, then beat in the warm milk and salt until fluffy.
        Scatter with chives and serve.
        """,
    },
    {
        "slug": "rosemary_roast_potatoes", "name": "Crispy Rosemary Roast Potatoes", "serves": 4, "prep": 10, "cook": 45,
        "desc": "Parboiled potatoes roughed up and roasted in olive oil with rosemary and garlic until crunchy.",
        "cuisine": "British", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "starch, potatoes, roasted",
        "ing": """
        2 lb potatoes, cut in chunks | 2 | lb | potatoes | prep=cut in chunks
        1/4 cup olive oil | 0.25 | cup | olive oil
        2 sprigs rosemary, leaves stripped | 2 | sprig | rosemary | prep=leaves stripped
        4 cloves garlic, smashed | 4 | clove | garlic | prep=smashed
        1 tsp sea salt | 1 | tsp | sea salt
        """,
        "steps": """
        Heat the oven to 425°F (220°C) with the oil in a roasting tin.
        Boil the potatoes in salted water for 8 minutes, drain and shake in the pan to rough up the edges.
        Tip them into the hot oil, turn to coat and roast for 35 to 40 minutes, turning once.
        Add the rosemary and garlic for the last 10 minutes and season with sea salt.
        """,
    },
    {
        "slug": "maple_sweet_potato_mash", "name": "Maple Sweet Potato Mash", "serves": 4, "prep": 10, "cook": 20,
        "desc": "Sweet potatoes boiled and mashed with a little butter, maple syrup and cinnamon.",
        "cuisine": "American", "category": "Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "starch, sweet potato, autumn",
        "ing": """
        2 lb sweet potatoes, peeled and cubed | 2 | lb | sweet potatoes | prep=peeled and cubed
        2 tbsp butter | 2 | tbsp | butter
        1 tbsp maple syrup | 1 | tbsp | maple syrup
        1/4 tsp ground cinnamon | 0.25 | tsp | ground cinnamon
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Boil the sweet potatoes in salted water for 15 minutes until very tender.
        Drain and return to the pot to steam dry for a minute.
        Mash with the butter, maple syrup, cinnamon and salt until smooth.
        """,
    },
    {
        "slug": "potatoes_gratin_dauphinois", "name": "Gratin Dauphinois", "serves": 6, "prep": 20, "cook": 60,
        "desc": "Thinly sliced potatoes baked slowly in garlic-scented cream and milk until golden and tender.",
        "cuisine": "French", "category": "Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "starch, dairy, potatoes, baked",
        "ing": """
        2 lb potatoes, thinly sliced | 2 | lb | potatoes | prep=thinly sliced
        1 cup heavy cream | 1 | cup | heavy cream
        1 cup milk | 1 | cup | milk
        2 cloves garlic, crushed | 2 | clove | garlic | prep=crushed
        1 tsp salt | 1 | tsp | salt
        1 pinch ground nutmeg | 1 | pinch | ground nutmeg
        1 tbsp butter | 1 | tbsp | butter
        """,
        "steps": """
        Heat the oven to 325°F (160°C) and butter a baking dish.
        Bring the cream, milk, garlic, salt and nutmeg to a simmer, add the potatoes and cook gently for 8 minutes.
        Tip into the dish, level the slices and bake for 50 to 60 minutes until golden and a knife slides through.
        Rest 10 minutes before serving.
        """,
    },
    {
        "slug": "patatas_bravas", "name": "Patatas Bravas", "serves": 4, "prep": 10, "cook": 40,
        "desc": "Crisp roasted potato cubes with a smoky, spicy tomato sauce, as served in Spanish tapas bars.",
        "cuisine": "Spanish", "category": "Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "starch, potatoes, tapas",
        "ing": """
        2 lb potatoes, cubed | 2 | lb | potatoes | prep=cubed
        3 tbsp olive oil | 3 | tbsp | olive oil
        1 tsp salt | 1 | tsp | salt
        2 cloves garlic, minced | 2 | clove | garlic | prep=minced
        2 tsp smoked paprika | 2 | tsp | smoked paprika
        1/4 tsp red pepper flakes | 0.25 | tsp | red pepper flakes
        1 cup crushed tomatoes | 1 | cup | crushed tomatoes
        1 tsp red wine vinegar | 1 | tsp | red wine vinegar
        """,
        "steps": """
        Heat the oven to 425°F (220°C); toss the potatoes with 2 tablespoons of the oil and the salt and roast for 35 to 40 minutes, turning once.
        Meanwhile warm the rest of the oil and cook the garlic, paprika and pepper flakes for 30 seconds.
        Add the tomatoes and vinegar and simmer for 10 minutes until thick.
        Spoon the sauce over the hot potatoes and serve.
        """,
    },
    {
        "slug": "southern_baked_mac_and_cheese", "name": "Baked Macaroni and Cheese", "serves": 8, "prep": 15, "cook": 30,
        "desc": "Elbow macaroni in a sharp cheddar sauce, topped with crumbs and baked until bubbling; a Southern side.",
        "cuisine": "American", "category": "Side dish", "diet": "Vegetarian",
        "meals": "lunch dinner", "tags": "dairy, pasta, comfort",
        "ing": """
        8 oz elbow macaroni | 8 | oz | elbow macaroni
        2 tbsp butter | 2 | tbsp | butter
        2 tbsp all-purpose flour | 2 | tbsp | all-purpose flour
        2 cups milk | 2 | cup | milk
        2 cups grated sharp cheddar | 2 | cup | sharp cheddar | prep=grated
        1/2 tsp mustard powder | 0.5 | tsp | mustard powder
        1/2 tsp salt | 0.5 | tsp | salt
        1/4 cup dry bread crumbs | 0.25 | cup | dry bread crumbs
        """,
        "steps": """
        Heat the oven to 375°F (190°C) and boil the macaroni 2 minutes short of the packet time; drain.
        Melt the butter, whisk in the flour for 1 minute, then whisk in the milk and simmer until thickened, 4 minutes.
        Off the heat stir in most of the cheddar, the mustard powder and salt, then fold in the macaroni.
        Tip into a baking dish, top with the rest of the cheese and the crumbs and bake for 20 minutes until bubbling.
        """,
    },
    {
        "slug": "garlic_herb_bread", "name": "Garlic Herb Bread", "serves": 6, "prep": 5, "cook": 12,
        "desc": "A split loaf spread with garlic, parsley and butter and baked until crisp at the edges.",
        "cuisine": "Italian-American", "category": "Side dish", "diet": "Vegetarian",
        "meals": "lunch dinner", "tags": "grain, bread, pasta night",
        "ing": """
        1 loaf crusty bread (12 oz), halved lengthwise | 12 | oz | crusty bread | prep=halved lengthwise
        5 tbsp butter, softened | 5 | tbsp | butter | prep=softened
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        2 tbsp grated parmesan | 2 | tbsp | parmesan | prep=grated
        """,
        "steps": """
        Heat the oven to 400°F (200°C).
        Mash the butter with the garlic, parsley and parmesan.
        Spread it over the cut sides of the bread and bake cut side up for 10 to 12 minutes until golden.
        Slice and serve warm.
        """,
    },
]

# Salads that go beside a main (the main-course salads are among the lunches above).
RECIPES += [
    {
        "slug": "greek_village_salad", "name": "Greek Village Salad", "serves": 4, "prep": 15, "cook": 0,
        "desc": "Horiatiki: tomatoes, cucumber, green pepper, red onion and olives under a slab of feta and oregano.",
        "cuisine": "Greek", "category": "Salad, Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "vegetable, no-cook, summer",
        "ing": """
        4 ripe tomatoes, cut in wedges | 4 | - | ripe tomatoes | prep=cut in wedges
        1 cucumber, sliced | 1 | - | cucumber | prep=sliced
        1 green bell pepper, sliced | 1 | - | green bell pepper | prep=sliced
        1/2 red onion, thinly sliced | 0.5 | - | red onion | prep=thinly sliced
        1/3 cup Kalamata olives | 0.33 | cup | Kalamata olives
        4 oz feta, in one piece | 4 | oz | feta
        3 tbsp olive oil | 3 | tbsp | olive oil
        1 tsp dried oregano | 1 | tsp | dried oregano
        1 tbsp red wine vinegar | 1 | tbsp | red wine vinegar
        """,
        "steps": """
        Arrange the tomatoes, cucumber, pepper and onion in a shallow bowl.
        Scatter over the olives and lay the feta on top.
        Drizzle with the oil and vinegar, sprinkle with oregano and serve.
        """,
    },
    {
        "slug": "classic_caprese_salad", "name": "Caprese Salad", "serves": 4, "prep": 10, "cook": 0,
        "desc": "Ripe tomatoes and fresh mozzarella in alternating slices with basil, olive oil and sea salt.",
        "cuisine": "Italian", "category": "Salad, Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "dairy, no-cook, summer",
        "ing": """
        3 ripe tomatoes, sliced | 3 | - | ripe tomatoes | prep=sliced
        8 oz fresh mozzarella, sliced | 8 | oz | fresh mozzarella | prep=sliced
        1/4 cup basil leaves | 0.25 | cup | basil
        2 tbsp olive oil | 2 | tbsp | olive oil
        1/2 tsp sea salt | 0.5 | tsp | sea salt
        1 tsp balsamic vinegar | 1 | tsp | balsamic vinegar
        """,
        "steps": """
        Overlap the tomato and mozzarella slices on a platter.
        Tuck the basil leaves between them.
        Drizzle with the oil and a few drops of balsamic and sprinkle with sea salt just before serving.
        """,
    },
    {
        "slug": "creamy_coleslaw", "name": "Creamy Coleslaw", "serves": 6, "prep": 15, "cook": 0,
        "desc": "Shredded green and red cabbage with carrot in a tangy mayonnaise and cider vinegar dressing.",
        "cuisine": "American", "category": "Salad, Side dish", "diet": "Vegetarian, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, barbecue, make-ahead",
        "ing": """
        4 cups shredded green cabbage | 4 | cup | green cabbage | prep=shredded
        2 cups shredded red cabbage | 2 | cup | red cabbage | prep=shredded
        2 carrots, grated | 2 | - | carrots | prep=grated
        1/2 cup mayonnaise | 0.5 | cup | mayonnaise
        2 tbsp cider vinegar | 2 | tbsp | cider vinegar
        1 tbsp sugar | 1 | tbsp | sugar
        1 tsp Dijon mustard | 1 | tsp | Dijon mustard
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Whisk the mayonnaise, vinegar, sugar, mustard and salt in a large bowl.
        Add the cabbages and carrots and toss until coated.
        Chill for at least 20 minutes so the cabbage softens slightly, then toss again and serve.
        """,
    },
    {
        "slug": "korean_cucumber_salad", "name": "Korean Spicy Cucumber Salad", "serves": 4, "prep": 15, "cook": 0,
        "desc": "Oi muchim: crisp salted cucumbers tossed with chili flakes, garlic, vinegar and sesame.",
        "cuisine": "Korean", "category": "Salad, Side dish", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, banchan, no-cook",
        "ing": """
        2 cucumbers, thinly sliced | 2 | - | cucumber | prep=thinly sliced
        1 tsp salt | 1 | tsp | salt
        1 clove garlic, minced | 1 | clove | garlic | prep=minced
        1 tsp red pepper flakes | 1 | tsp | red pepper flakes
        1 tbsp rice vinegar | 1 | tbsp | rice vinegar
        1 tsp soy sauce | 1 | tsp | soy sauce
        1 tsp sugar | 1 | tsp | sugar
        1 tbsp sesame oil | 1 | tbsp | sesame oil
        2 green onions, sliced | 2 | - | green onions | prep=sliced
        1 tsp sesame seeds | 1 | tsp | sesame seeds
        """,
        "steps": """
        Toss the cucumbers with the salt and leave for 10 minutes, then squeeze out the water.
        Mix the garlic, pepper flakes, vinegar, soy sauce, sugar and sesame oil.
        Toss the cucumbers and green onions in the dressing and sprinkle with sesame seeds.
        """,
    },
    {
        "slug": "kachumber_salad", "name": "Kachumber Salad", "serves": 4, "prep": 15, "cook": 0,
        "desc": "Indian chopped salad of cucumber, tomato and onion with lime, cilantro and a pinch of cumin.",
        "cuisine": "Indian", "category": "Salad, Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, no-cook, fresh",
        "ing": """
        1 cucumber, diced | 1 | - | cucumber | prep=diced
        3 tomatoes, diced | 3 | - | tomatoes | prep=diced
        1/2 red onion, finely diced | 0.5 | - | red onion | prep=finely diced
        1 green chili, minced | 1 | - | green chili | prep=minced
        2 tbsp lime juice | 2 | tbsp | lime juice
        1/2 tsp ground cumin | 0.5 | tsp | ground cumin
        1/2 tsp salt | 0.5 | tsp | salt
        1/4 cup chopped cilantro | 0.25 | cup | cilantro | prep=chopped
        """,
        "steps": """
        Combine the cucumber, tomatoes, onion and chili in a bowl.
        Season with the lime juice, cumin and salt.
        Fold in the cilantro and serve within the hour.
        """,
    },
    {
        "slug": "fattoush", "name": "Fattoush", "serves": 4, "prep": 20, "cook": 8,
        "desc": "Lebanese bread salad of romaine, tomato, cucumber, radish and herbs with toasted pita and a lemony dressing.",
        "cuisine": "Lebanese", "category": "Salad, Side dish", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, bread salad, fresh",
        "ing": """
        2 pita breads, torn | 2 | - | pita breads | prep=torn
        4 tbsp olive oil | 4 | tbsp | olive oil
        1 romaine heart, chopped | 1 | head | romaine | prep=chopped
        2 tomatoes, diced | 2 | - | tomatoes | prep=diced
        1 cucumber, diced | 1 | - | cucumber | prep=diced
        6 radishes, sliced | 6 | - | radishes | prep=sliced
        1/4 cup chopped mint | 0.25 | cup | mint | prep=chopped
        1/4 cup chopped parsley | 0.25 | cup | parsley | prep=chopped
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        sumac, for sprinkling | - | - | sumac | taste
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Toss the pita with 1 tablespoon of the oil and toast in a skillet or a hot oven until crisp, about 8 minutes.
        Combine the romaine, tomatoes, cucumber, radishes and herbs in a large bowl.
        Whisk the rest of the oil with the lemon juice and salt.
        Toss the salad with the dressing and the pita just before serving and sprinkle with sumac.
        """,
    },
    {
        "slug": "tuscan_panzanella", "name": "Panzanella", "serves": 4, "prep": 20, "cook": 10,
        "desc": "Tuscan salad of toasted bread cubes soaking up ripe tomato juices, cucumber, red onion and basil.",
        "cuisine": "Italian", "category": "Salad, Side dish", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "grain, bread salad, summer",
        "ing": """
        4 cups crusty bread cubes (6 oz) | 6 | oz | crusty bread | prep=cubed
        4 tbsp olive oil | 4 | tbsp | olive oil
        4 ripe tomatoes, chopped | 4 | - | ripe tomatoes | prep=chopped
        1 cucumber, sliced | 1 | - | cucumber | prep=sliced
        1/2 red onion, thinly sliced | 0.5 | - | red onion | prep=thinly sliced
        2 tbsp red wine vinegar | 2 | tbsp | red wine vinegar
        1/2 tsp salt | 0.5 | tsp | salt
        1/2 cup basil leaves, torn | 0.5 | cup | basil | prep=torn
        """,
        "steps": """
        Toss the bread with 1 tablespoon of the oil and toast in a 400°F (200°C) oven for 10 minutes until crisp.
        Toss the tomatoes with the salt and leave 10 minutes to release their juices.
        Add the cucumber, onion, bread, vinegar, remaining oil and basil and toss.
        Rest 15 minutes so the bread soaks up the juices, then serve.
        """,
    },
    {
        "slug": "moroccan_carrot_salad", "name": "Moroccan Carrot Salad", "serves": 4, "prep": 15, "cook": 0,
        "desc": "Grated carrots with orange, cumin, cinnamon, raisins and mint in a lemon dressing.",
        "cuisine": "Moroccan", "category": "Salad, Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, fruit, no-cook",
        "ing": """
        1 lb carrots, grated | 1 | lb | carrots | prep=grated
        1 orange, segmented | 1 | - | orange | prep=segmented
        1/4 cup raisins | 0.25 | cup | raisins
        2 tbsp olive oil | 2 | tbsp | olive oil
        2 tbsp lemon juice | 2 | tbsp | lemon juice
        1/2 tsp ground cumin | 0.5 | tsp | ground cumin
        1/4 tsp ground cinnamon | 0.25 | tsp | ground cinnamon
        1/2 tsp salt | 0.5 | tsp | salt
        2 tbsp chopped mint | 2 | tbsp | mint | prep=chopped
        """,
        "steps": """
        Whisk the oil, lemon juice, cumin, cinnamon and salt in a bowl.
        Add the carrots, orange and raisins and toss well.
        Leave 10 minutes for the flavors to meld, then fold in the mint.
        """,
    },
    {
        "slug": "arugula_parmesan_salad", "name": "Arugula Salad with Parmesan and Lemon", "serves": 4, "prep": 10, "cook": 0,
        "desc": "Peppery arugula with shaved parmesan and toasted pine nuts in a simple lemon and olive oil dressing.",
        "cuisine": "Italian", "category": "Salad, Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "vegetable, no-cook, quick",
        "ing": """
        5 oz arugula | 5 | oz | arugula
        1 oz parmesan, shaved | 1 | oz | parmesan | prep=shaved
        2 tbsp pine nuts, toasted | 2 | tbsp | pine nuts | prep=toasted
        3 tbsp olive oil | 3 | tbsp | olive oil
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        1/4 tsp salt | 0.25 | tsp | salt
        1/4 tsp black pepper | 0.25 | tsp | black pepper
        """,
        "steps": """
        Whisk the oil, lemon juice, salt and pepper in a large bowl.
        Add the arugula and toss gently to coat.
        Top with the parmesan and pine nuts and serve at once.
        """,
    },
    {
        "slug": "french_green_salad", "name": "Green Salad with Dijon Vinaigrette", "serves": 4, "prep": 10, "cook": 0,
        "desc": "Tender butter lettuce and mixed greens in a sharp shallot and Dijon mustard vinaigrette.",
        "cuisine": "French", "category": "Salad, Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, no-cook, classic",
        "ing": """
        1 head butter lettuce, torn | 1 | head | butter lettuce | prep=torn
        3 cups mixed greens | 3 | cup | mixed greens
        1 small shallot, minced | 1 | - | shallot | size=small | prep=minced
        2 tsp Dijon mustard | 2 | tsp | Dijon mustard
        1 tbsp red wine vinegar | 1 | tbsp | red wine vinegar
        3 tbsp olive oil | 3 | tbsp | olive oil
        1/4 tsp salt | 0.25 | tsp | salt
        """,
        "steps": """
        Whisk the shallot, mustard, vinegar and salt in the bottom of a salad bowl, then whisk in the oil.
        Pile the lettuce and greens on top.
        Toss at the table so the leaves stay crisp.
        """,
    },
    {
        "slug": "german_potato_salad", "name": "German Potato Salad", "serves": 6, "prep": 15, "cook": 20,
        "desc": "Warm potatoes dressed in a tangy vinegar, mustard and onion broth with chives; no mayonnaise.",
        "cuisine": "German", "category": "Salad, Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "starch, potatoes, warm",
        "ing": """
        2 lb small red potatoes | 2 | lb | small red potatoes
        3 tbsp canola oil | 3 | tbsp | canola oil
        1 onion, finely diced | 1 | - | onion | prep=finely diced
        1/2 cup vegetable broth | 0.5 | cup | vegetable broth
        3 tbsp cider vinegar | 3 | tbsp | cider vinegar
        1 tbsp Dijon mustard | 1 | tbsp | Dijon mustard
        1 tsp sugar | 1 | tsp | sugar
        1 tsp salt | 1 | tsp | salt
        2 tbsp chopped chives | 2 | tbsp | chives | prep=chopped
        """,
        "steps": """
        Boil the potatoes in salted water for 15 to 20 minutes until tender, then slice them while warm.
        Soften the onion in the oil for 5 minutes.
        Add the broth, vinegar, mustard, sugar and salt and bring to a simmer.
        Pour over the warm potatoes, toss gently and leave 10 minutes to absorb; scatter with chives.
        """,
    },
    {
        "slug": "lentil_salad_herbs", "name": "French Lentil Salad", "serves": 6, "prep": 15, "cook": 25,
        "desc": "Firm green lentils dressed warm in a mustard vinaigrette with carrot, celery, shallot and parsley.",
        "cuisine": "French", "category": "Salad, Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "legume, lentils, make-ahead",
        "ing": """
        1 cup green lentils, rinsed | 1 | cup | green lentils | prep=rinsed
        1 bay leaf | 1 | - | bay leaf
        1 carrot, finely diced | 1 | - | carrot | prep=finely diced
        1 stalk celery, finely diced | 1 | stalk | celery | prep=finely diced
        1 shallot, minced | 1 | - | shallot | prep=minced
        3 tbsp olive oil | 3 | tbsp | olive oil
        2 tbsp red wine vinegar | 2 | tbsp | red wine vinegar
        1 tsp Dijon mustard | 1 | tsp | Dijon mustard
        1/2 tsp salt | 0.5 | tsp | salt
        1/4 cup chopped parsley | 0.25 | cup | parsley | prep=chopped
        """,
        "steps": """
        Simmer the lentils with the bay leaf in plenty of water for 20 to 25 minutes until just tender; drain.
        Whisk the oil, vinegar, mustard and salt in a bowl.
        Toss the warm lentils with the dressing, carrot, celery and shallot.
        Fold in the parsley and serve warm or at room temperature.
        """,
    },
    {
        "slug": "three_bean_salad", "name": "Three Bean Salad", "serves": 6, "prep": 15, "cook": 5,
        "desc": "Green beans, kidney beans and chickpeas marinated in a sweet-sharp vinaigrette with red onion.",
        "cuisine": "American", "category": "Salad, Side dish", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "legume, picnic, make-ahead",
        "ing": """
        8 oz green beans, cut in thirds | 8 | oz | green beans | prep=cut in thirds
        1 can (15 oz) kidney beans, drained | 1 | can | kidney beans | prep=drained | notes=15 oz
        1 can (15 oz) chickpeas, drained | 1 | can | chickpeas | prep=drained | notes=15 oz
        1/2 red onion, thinly sliced | 0.5 | - | red onion | prep=thinly sliced
        1/4 cup cider vinegar | 0.25 | cup | cider vinegar
        3 tbsp olive oil | 3 | tbsp | olive oil
        1 tbsp sugar | 1 | tbsp | sugar
        1/2 tsp salt | 0.5 | tsp | salt
        2 tbsp chopped parsley | 2 | tbsp | parsley | prep=chopped
        """,
        "steps": """
        Blanch the green beans in boiling salted water for 4 minutes, then cool them in cold water.
        Whisk the vinegar, oil, sugar and salt in a large bowl.
        Add all the beans and the onion, toss and refrigerate for at least 30 minutes.
        Toss with the parsley before serving.
        """,
    },
    {
        "slug": "waldorf_salad", "name": "Waldorf Salad", "serves": 4, "prep": 15, "cook": 0,
        "desc": "Crisp apples, celery, grapes and walnuts in a light yogurt and mayonnaise dressing on lettuce.",
        "cuisine": "American", "category": "Salad, Side dish", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "fruit, classic, no-cook",
        "ing": """
        2 apples, cored and diced | 2 | - | apples | prep=cored and diced
        2 stalks celery, sliced | 2 | stalk | celery | prep=sliced
        1 cup red grapes, halved | 1 | cup | red grapes | prep=halved
        1/2 cup walnuts, toasted and chopped | 0.5 | cup | walnuts | prep=toasted and chopped
        1/4 cup plain Greek yogurt | 0.25 | cup | plain Greek yogurt
        2 tbsp mayonnaise | 2 | tbsp | mayonnaise
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        4 leaves butter lettuce | 4 | leaf | butter lettuce
        """,
        "steps": """
        Whisk the yogurt, mayonnaise and lemon juice in a bowl.
        Fold in the apples, celery, grapes and walnuts.
        Spoon onto the lettuce leaves and serve chilled.
        """,
    },
    {
        "slug": "asian_sesame_slaw", "name": "Sesame Ginger Slaw", "serves": 6, "prep": 15, "cook": 0,
        "desc": "Cabbage, carrot and edamame slaw in a rice vinegar, ginger and sesame dressing with peanuts.",
        "cuisine": "Asian Fusion", "category": "Salad, Side dish", "diet": "Vegetarian, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, crunchy, make-ahead",
        "ing": """
        4 cups shredded green cabbage | 4 | cup | green cabbage | prep=shredded
        2 cups shredded red cabbage | 2 | cup | red cabbage | prep=shredded
        2 carrots, julienned | 2 | - | carrots | prep=julienned
        1 cup shelled edamame | 1 | cup | shelled edamame
        3 green onions, sliced | 3 | - | green onions | prep=sliced
        3 tbsp rice vinegar | 3 | tbsp | rice vinegar
        2 tbsp soy sauce | 2 | tbsp | soy sauce
        1 tbsp sesame oil | 1 | tbsp | sesame oil
        1 tbsp honey | 1 | tbsp | honey
        1 tsp grated ginger | 1 | tsp | ginger | prep=grated
        1/4 cup peanuts, chopped | 0.25 | cup | peanuts | prep=chopped
        """,
        "steps": """
        Whisk the vinegar, soy sauce, sesame oil, honey and ginger.
        Toss the cabbages, carrots, edamame and green onions with the dressing.
        Scatter over the peanuts just before serving.
        """,
    },
]

# Sauces to serve with a main.
RECIPES += [
    {
        "slug": "chimichurri", "name": "Chimichurri", "serves": 6, "prep": 10, "cook": 0,
        "desc": "Argentine parsley and oregano sauce with garlic, chili, red wine vinegar and olive oil, for grilled meats.",
        "cuisine": "Latin American", "category": "Sauce", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, no-cook, herbs",
        "ing": """
        1 cup packed parsley, finely chopped | 1 | cup | parsley | prep=finely chopped
        1 tsp dried oregano | 1 | tsp | dried oregano
        3 cloves garlic, minced | 3 | clove | garlic | prep=minced
        1/2 tsp red pepper flakes | 0.5 | tsp | red pepper flakes
        3 tbsp red wine vinegar | 3 | tbsp | red wine vinegar
        1/2 cup olive oil | 0.5 | cup | olive oil
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Stir the parsley, oregano, garlic, pepper flakes, vinegar and salt together in a bowl.
        Stir in the oil.
        Leave at least 15 minutes for the flavors to develop; it keeps 3 days in the fridge.
        """,
    },
    {
        "slug": "greek_tzatziki", "name": "Tzatziki", "serves": 6, "prep": 15, "cook": 0,
        "desc": "Thick Greek yogurt with grated cucumber, garlic, dill and lemon, for grilled meats, fish and pita.",
        "cuisine": "Greek", "category": "Sauce", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "dairy, no-cook, yogurt",
        "ing": """
        1 1/2 cups plain Greek yogurt | 1.5 | cup | plain Greek yogurt
        1 cucumber, grated and squeezed dry | 1 | - | cucumber | prep=grated and squeezed dry
        1 clove garlic, grated | 1 | clove | garlic | prep=grated
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        1 tbsp olive oil | 1 | tbsp | olive oil
        2 tbsp chopped dill | 2 | tbsp | dill | prep=chopped
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Salt the grated cucumber, leave for 5 minutes and squeeze out as much water as you can.
        Stir the cucumber, garlic, lemon juice, oil and dill into the yogurt.
        Chill for 30 minutes before serving.
        """,
    },
    {
        "slug": "cucumber_mint_raita", "name": "Cucumber Mint Raita", "serves": 4, "prep": 10, "cook": 0,
        "desc": "Cooling whole-milk yogurt with cucumber, mint and toasted cumin, for curries and biryani.",
        "cuisine": "Indian", "category": "Sauce", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "dairy, no-cook, cooling",
        "ing": """
        1 1/2 cups plain yogurt | 1.5 | cup | plain yogurt
        1/2 cucumber, grated | 0.5 | - | cucumber | prep=grated
        2 tbsp chopped mint | 2 | tbsp | mint | prep=chopped
        1/2 tsp ground cumin, toasted | 0.5 | tsp | ground cumin | prep=toasted
        1/4 tsp salt | 0.25 | tsp | salt
        """,
        "steps": """
        Squeeze the grated cucumber to remove excess water.
        Stir the cucumber, mint, cumin and salt into the yogurt.
        Chill until serving.
        """,
    },
    {
        "slug": "pico_de_gallo", "name": "Pico de Gallo", "serves": 6, "prep": 15, "cook": 0,
        "desc": "Fresh Mexican salsa of chopped tomato, white onion, jalapeño, cilantro and lime.",
        "cuisine": "Mexican", "category": "Sauce", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, salsa, no-cook",
        "ing": """
        5 ripe tomatoes, diced | 5 | - | ripe tomatoes | prep=diced
        1/2 onion, finely diced | 0.5 | - | onion | prep=finely diced
        1 jalapeno, seeded and minced | 1 | - | jalapeno | prep=seeded and minced
        1/2 cup chopped cilantro | 0.5 | cup | cilantro | prep=chopped
        2 tbsp lime juice | 2 | tbsp | lime juice
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Combine the tomatoes, onion, jalapeño and cilantro in a bowl.
        Stir in the lime juice and salt.
        Rest 10 minutes, then drain off excess juice and serve.
        """,
    },
    {
        "slug": "mango_salsa", "name": "Mango Salsa", "serves": 4, "prep": 15, "cook": 0,
        "desc": "Diced mango with red pepper, red onion, jalapeño, cilantro and lime, for fish, chicken and tacos.",
        "cuisine": "Mexican", "category": "Sauce", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "fruit, salsa, no-cook",
        "ing": """
        2 mangoes, diced | 2 | - | mango | prep=diced
        1/2 red bell pepper, diced | 0.5 | - | red bell pepper | prep=diced
        1/4 red onion, finely diced | 0.25 | - | red onion | prep=finely diced
        1 jalapeno, minced | 1 | - | jalapeno | prep=minced
        1/4 cup chopped cilantro | 0.25 | cup | cilantro | prep=chopped
        2 tbsp lime juice | 2 | tbsp | lime juice
        1/4 tsp salt | 0.25 | tsp | salt
        """,
        "steps": """
        Combine the mango, pepper, onion and jalapeño in a bowl.
        Add the cilantro, lime juice and salt and toss.
        Chill for 15 minutes before serving.
        """,
    },
    {
        "slug": "lemon_tahini_sauce", "name": "Lemon Tahini Sauce", "serves": 6, "prep": 5, "cook": 0,
        "desc": "Tahini whisked with lemon, garlic and cold water into a pourable sauce for falafel, fish and roasted vegetables.",
        "cuisine": "Middle Eastern", "category": "Sauce", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "legume, no-cook, tahini",
        "ing": """
        1/2 cup tahini | 0.5 | cup | tahini
        1/4 cup lemon juice | 0.25 | cup | lemon juice
        1 clove garlic, grated | 1 | clove | garlic | prep=grated
        1/3 cup cold water | 0.33 | cup | water | prep=cold
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Whisk the tahini, lemon juice, garlic and salt; it will seize and thicken.
        Whisk in the cold water a little at a time until smooth and pourable.
        Taste for salt and lemon and serve.
        """,
    },
    {
        "slug": "peanut_satay_sauce", "name": "Peanut Satay Sauce", "serves": 6, "prep": 5, "cook": 5,
        "desc": "Creamy peanut sauce with coconut milk, soy, lime and a little chili, for skewers, noodles and rice.",
        "cuisine": "Thai", "category": "Sauce", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "legume, peanut, dipping",
        "ing": """
        1/2 cup peanut butter | 0.5 | cup | peanut butter
        3/4 cup coconut milk | 0.75 | cup | coconut milk
        2 tbsp soy sauce | 2 | tbsp | soy sauce
        1 tbsp brown sugar | 1 | tbsp | brown sugar
        1 tbsp lime juice | 1 | tbsp | lime juice
        1 clove garlic, grated | 1 | clove | garlic | prep=grated
        1 tsp sriracha | 1 | tsp | sriracha
        """,
        "steps": """
        Whisk everything together in a small pan over low heat.
        Simmer gently for 3 to 5 minutes until smooth and slightly thickened, adding water if too thick.
        Serve warm or at room temperature.
        """,
    },
    {
        "slug": "basil_pine_nut_pesto", "name": "Basil Pesto", "serves": 8, "prep": 10, "cook": 0,
        "desc": "Genovese pesto of fresh basil, pine nuts, garlic, parmesan and olive oil, for pasta, fish or vegetables.",
        "cuisine": "Italian", "category": "Sauce", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "vegetable, no-cook, herbs",
        "ing": """
        2 cups packed basil leaves | 2 | cup | basil
        1/3 cup pine nuts | 0.33 | cup | pine nuts
        2 cloves garlic | 2 | clove | garlic
        1/2 cup grated parmesan | 0.5 | cup | parmesan | prep=grated
        1/2 cup olive oil | 0.5 | cup | olive oil
        1/4 tsp salt | 0.25 | tsp | salt
        """,
        "steps": """
        Pulse the garlic and pine nuts in a food processor until finely chopped.
        Add the basil and salt and pulse, scraping down, until minced.
        With the motor running, pour in the oil, then stir in the parmesan.
        """,
    },
    {
        "slug": "romesco_sauce", "name": "Romesco Sauce", "serves": 8, "prep": 10, "cook": 5,
        "desc": "Catalan sauce of roasted red peppers, toasted almonds, garlic, smoked paprika and sherry-style vinegar.",
        "cuisine": "Spanish", "category": "Sauce", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, nuts, grilled",
        "ing": """
        1 jar (12 oz) roasted red peppers, drained | 12 | oz | roasted red peppers | prep=drained
        1/2 cup almonds, toasted | 0.5 | cup | almonds | prep=toasted
        2 cloves garlic | 2 | clove | garlic
        1 tsp smoked paprika | 1 | tsp | smoked paprika
        2 tbsp red wine vinegar | 2 | tbsp | red wine vinegar
        1/3 cup olive oil | 0.33 | cup | olive oil
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Toast the almonds in a dry pan for 4 to 5 minutes until fragrant.
        Blend the almonds, peppers, garlic, paprika, vinegar and salt until fairly smooth.
        With the blender running, pour in the oil; serve with grilled fish, chicken or vegetables.
        """,
    },
    {
        "slug": "homemade_teriyaki_sauce", "name": "Teriyaki Sauce", "serves": 6, "prep": 5, "cook": 5,
        "desc": "Glossy soy sauce, honey, ginger and garlic glaze thickened with cornstarch, for salmon, chicken or tofu.",
        "cuisine": "Japanese", "category": "Sauce", "diet": "Vegetarian, Dairy-Free",
        "meals": "lunch dinner", "tags": "glaze, quick, soy",
        "ing": """
        1/2 cup soy sauce | 0.5 | cup | soy sauce
        1/4 cup water | 0.25 | cup | water
        3 tbsp honey | 3 | tbsp | honey
        1 tbsp rice vinegar | 1 | tbsp | rice vinegar
        1 tsp grated ginger | 1 | tsp | ginger | prep=grated
        1 clove garlic, grated | 1 | clove | garlic | prep=grated
        2 tsp cornstarch | 2 | tsp | cornstarch
        """,
        "steps": """
        Whisk the cornstarch into the water until smooth.
        Bring the soy sauce, honey, vinegar, ginger and garlic to a simmer in a small pan.
        Stir in the cornstarch mixture and simmer 1 to 2 minutes until glossy and thick.
        """,
    },
    {
        "slug": "mushroom_pan_gravy", "name": "Mushroom Gravy", "serves": 6, "prep": 10, "cook": 15,
        "desc": "A rich brown gravy of sautéed mushrooms, shallot, thyme and broth, for mashed potatoes, roasts and chops.",
        "cuisine": "American", "category": "Sauce", "diet": "Vegetarian",
        "meals": "lunch dinner", "tags": "vegetable, gravy, comfort",
        "ing": """
        3 tbsp butter | 3 | tbsp | butter
        8 oz cremini mushrooms, sliced | 8 | oz | cremini mushrooms | prep=sliced
        1 shallot, minced | 1 | - | shallot | prep=minced
        1 tsp dried thyme | 1 | tsp | dried thyme
        3 tbsp all-purpose flour | 3 | tbsp | all-purpose flour
        2 cups vegetable broth | 2 | cup | vegetable broth
        1 tbsp soy sauce | 1 | tbsp | soy sauce
        1/4 tsp black pepper | 0.25 | tsp | black pepper
        """,
        "steps": """
        Melt the butter and brown the mushrooms over medium-high heat for 6 minutes.
        Add the shallot and thyme for 1 minute, then stir in the flour for 1 minute.
        Whisk in the broth and soy sauce gradually and simmer for 5 minutes until thick.
        Season with pepper and serve hot.
        """,
    },
    {
        "slug": "cilantro_mint_chutney", "name": "Green Cilantro Mint Chutney", "serves": 6, "prep": 10, "cook": 0,
        "desc": "Bright Indian green chutney of cilantro, mint, green chili, ginger and lime, loosened with yogurt.",
        "cuisine": "Indian", "category": "Sauce", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "vegetable, no-cook, herbs",
        "ing": """
        2 cups cilantro | 2 | cup | cilantro
        1 cup mint leaves | 1 | cup | mint
        1 green chili | 1 | - | green chili
        1 tsp grated ginger | 1 | tsp | ginger | prep=grated
        2 tbsp lime juice | 2 | tbsp | lime juice
        1/2 cup plain yogurt | 0.5 | cup | plain yogurt
        1/2 tsp salt | 0.5 | tsp | salt
        """,
        "steps": """
        Blend the cilantro, mint, chili, ginger, lime juice and salt with 2 tablespoons of water to a smooth paste.
        Stir the paste into the yogurt.
        Serve chilled with curries, kebabs or grilled fish.
        """,
    },
    {
        "slug": "salsa_verde_italian", "name": "Italian Salsa Verde", "serves": 6, "prep": 10, "cook": 0,
        "desc": "Chopped parsley, basil, capers, garlic and lemon in olive oil, the sharp green sauce for fish and boiled meats.",
        "cuisine": "Italian", "category": "Sauce", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "vegetable, no-cook, herbs",
        "ing": """
        1 cup parsley, finely chopped | 1 | cup | parsley | prep=finely chopped
        1/4 cup basil, finely chopped | 0.25 | cup | basil | prep=finely chopped
        2 tbsp capers, chopped | 2 | tbsp | capers | prep=chopped
        1 clove garlic, minced | 1 | clove | garlic | prep=minced
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        1 tsp Dijon mustard | 1 | tsp | Dijon mustard
        1/2 cup olive oil | 0.5 | cup | olive oil
        """,
        "steps": """
        Combine the parsley, basil, capers and garlic on a board and chop together finely.
        Scrape into a bowl and stir in the lemon juice and mustard.
        Stir in the oil and rest 10 minutes before serving.
        """,
    },
]

# ---------------------------------------------------------------------------------------------
# Desserts: served after lunch or dinner (a meal's dessert component).
# ---------------------------------------------------------------------------------------------
RECIPES += [
    {
        "slug": "dark_chocolate_mousse", "name": "Dark Chocolate Mousse", "serves": 6, "prep": 20, "cook": 5,
        "desc": "Classic French mousse of melted dark chocolate folded with whipped egg whites and a little cream.",
        "cuisine": "French", "category": "Dessert", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "chocolate, make-ahead, classic",
        "ing": """
        6 oz dark chocolate, chopped | 6 | oz | dark chocolate | prep=chopped
        2 tbsp butter | 2 | tbsp | butter
        4 eggs, separated | 4 | - | eggs | prep=separated
        2 tbsp sugar | 2 | tbsp | sugar
        1/2 cup heavy cream | 0.5 | cup | heavy cream
        1 pinch salt | 1 | pinch | salt
        """,
        "steps": """
        Melt the chocolate and butter in a bowl over barely simmering water, then cool for 5 minutes and stir in the yolks.
        Whip the cream to soft peaks.
        Whisk the egg whites with the salt to soft peaks, then whisk in the sugar until glossy.
        Fold the cream, then the whites, into the chocolate in three additions.
        Spoon into glasses and chill for at least 3 hours.
        """,
    },
    {
        "slug": "vanilla_panna_cotta_berries", "name": "Vanilla Panna Cotta with Berries", "serves": 6, "prep": 15, "cook": 5,
        "desc": "Silky set cream scented with vanilla, unmolded and served with fresh macerated berries.",
        "cuisine": "Italian", "category": "Dessert", "diet": "Gluten-Free",
        "meals": "lunch dinner", "tags": "make-ahead, cream, berries",
        "ing": """
        2 cups heavy cream | 2 | cup | heavy cream
        1 cup milk | 1 | cup | milk
        1/3 cup sugar | 0.33 | cup | sugar
        2 1/2 tsp powdered gelatin | 2.5 | tsp | gelatin
        2 tsp vanilla extract | 2 | tsp | vanilla extract
        2 cups mixed berries | 2 | cup | mixed berries
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        """,
        "steps": """
        Sprinkle the gelatin over 3 tablespoons of the cold milk and leave 5 minutes to soften.
        Heat the cream, remaining milk and sugar until steaming, then whisk in the gelatin until dissolved.
        Stir in the vanilla, pour into six ramekins and chill for at least 4 hours until set.
        Toss the berries with the lemon juice and serve them over the unmolded panna cotta.
        """,
    },
    {
        "slug": "stovetop_rice_pudding", "name": "Creamy Cinnamon Rice Pudding", "serves": 6, "prep": 5, "cook": 40,
        "desc": "Short-grain rice simmered slowly in milk with sugar, vanilla and cinnamon until thick and creamy.",
        "cuisine": "American", "category": "Dessert", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "comfort, rice, make-ahead",
        "ing": """
        3/4 cup short-grain rice | 0.75 | cup | short-grain rice
        5 cups milk | 5 | cup | milk
        1/2 cup sugar | 0.5 | cup | sugar
        1 pinch salt | 1 | pinch | salt
        1 tsp vanilla extract | 1 | tsp | vanilla extract
        1/2 tsp ground cinnamon | 0.5 | tsp | ground cinnamon
        1/3 cup raisins | 0.33 | cup | raisins
        """,
        "steps": """
        Bring the milk, rice, sugar and salt to a simmer in a heavy pot.
        Cook on low for 35 to 40 minutes, stirring often, until the rice is soft and the pudding thick.
        Stir in the vanilla and raisins for the last 5 minutes.
        Serve warm or chilled, dusted with cinnamon.
        """,
    },
    {
        "slug": "apple_oat_crisp", "name": "Apple Crisp", "serves": 8, "prep": 20, "cook": 45,
        "desc": "Sliced apples baked with cinnamon under a buttery oat, brown sugar and flour crumble.",
        "cuisine": "American", "category": "Dessert", "diet": "Vegetarian",
        "meals": "lunch dinner", "tags": "fruit, baked, autumn",
        "ing": """
        6 apples, peeled and sliced | 6 | - | apples | prep=peeled and sliced
        2 tbsp sugar | 2 | tbsp | sugar
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        1 tsp ground cinnamon | 1 | tsp | ground cinnamon
        3/4 cup rolled oats | 0.75 | cup | rolled oats
        1/2 cup all-purpose flour | 0.5 | cup | all-purpose flour
        1/2 cup brown sugar | 0.5 | cup | brown sugar
        6 tbsp butter, cold and cubed | 6 | tbsp | butter | prep=cold and cubed
        1 pinch salt | 1 | pinch | salt
        """,
        "steps": """
        Heat the oven to 375°F (190°C).
        Toss the apples with the sugar, lemon juice and half the cinnamon and spread in a baking dish.
        Rub the oats, flour, brown sugar, salt, remaining cinnamon and butter together into clumps.
        Scatter the topping over the apples and bake for 40 to 45 minutes until bubbling and golden.
        Cool 10 minutes before serving.
        """,
    },
    {
        "slug": "red_wine_poached_pears", "name": "Red Wine Poached Pears", "serves": 4, "prep": 10, "cook": 35,
        "desc": "Whole pears poached in spiced red wine until tender, served with the reduced syrup.",
        "cuisine": "French", "category": "Dessert", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "fruit, elegant, make-ahead",
        "ing": """
        4 firm pears, peeled | 4 | - | pears | prep=peeled
        2 cups dry red wine | 2 | cup | dry red wine
        1/2 cup sugar | 0.5 | cup | sugar
        1 cup water | 1 | cup | water
        1 cinnamon stick | 1 | - | cinnamon stick
        2 strips orange zest | 2 | piece | orange zest
        """,
        "steps": """
        Bring the wine, water, sugar, cinnamon and zest to a simmer in a pot just big enough for the pears.
        Add the pears and poach, covered and turning now and then, for 20 to 25 minutes until a knife slides in.
        Lift out the pears and boil the liquid for 10 minutes until syrupy.
        Serve the pears warm or chilled with the syrup spooned over.
        """,
    },
    {
        "slug": "fudgy_cocoa_brownies", "name": "Fudgy Cocoa Brownies", "serves": 16, "prep": 15, "cook": 25,
        "desc": "Dense, chewy one-bowl brownies made with cocoa powder, butter and chocolate chips.",
        "cuisine": "American", "category": "Dessert", "diet": "Vegetarian",
        "meals": "lunch dinner", "tags": "chocolate, baked, bake-sale",
        "ing": """
        1/2 cup butter, melted | 0.5 | cup | butter | prep=melted
        1 cup sugar | 1 | cup | sugar
        2 eggs | 2 | - | eggs
        1 tsp vanilla extract | 1 | tsp | vanilla extract
        1/2 cup cocoa powder | 0.5 | cup | cocoa powder
        1/2 cup all-purpose flour | 0.5 | cup | all-purpose flour
        1/4 tsp salt | 0.25 | tsp | salt
        1/2 cup semisweet chocolate chips | 0.5 | cup | semisweet chocolate chips
        """,
        "steps": """
        Heat the oven to 350°F (175°C) and line an 8-inch square pan.
        Whisk the melted butter with the sugar, then beat in the eggs and vanilla.
        Fold in the cocoa, flour and salt, then the chocolate chips.
        Spread in the pan and bake for 22 to 25 minutes until just set in the middle.
        Cool completely before cutting into 16 squares.
        """,
    },
    {
        "slug": "chewy_chocolate_chip_cookies", "name": "Chewy Chocolate Chip Cookies", "serves": 24, "prep": 15, "cook": 12,
        "desc": "Brown-sugar chocolate chip cookies with crisp edges and soft, chewy middles.",
        "cuisine": "American", "category": "Dessert", "diet": "Vegetarian",
        "meals": "lunch dinner", "tags": "baked, cookies, chocolate",
        "ing": """
        1 cup butter, softened | 1 | cup | butter | prep=softened
        3/4 cup brown sugar | 0.75 | cup | brown sugar
        1/2 cup sugar | 0.5 | cup | sugar
        2 eggs | 2 | - | eggs
        2 tsp vanilla extract | 2 | tsp | vanilla extract
        2 1/4 cups all-purpose flour | 2.25 | cup | all-purpose flour
        1 tsp baking soda | 1 | tsp | baking soda
        1/2 tsp salt | 0.5 | tsp | salt
        1 1/2 cups semisweet chocolate chips | 1.5 | cup | semisweet chocolate chips
        """,
        "steps": """
        Heat the oven to 375°F (190°C) and line two baking sheets.
        Beat the butter and both sugars until creamy, then beat in the eggs and vanilla.
        Stir in the flour, baking soda and salt, then the chocolate chips.
        Drop rounded tablespoons of dough 2 inches apart and bake for 10 to 12 minutes until golden at the edges.
        Cool on the sheet for 5 minutes, then on a rack.
        """,
    },
    {
        "slug": "classic_creme_brulee", "name": "Crème Brûlée", "serves": 6, "prep": 15, "cook": 40,
        "desc": "Rich vanilla custard baked in a water bath and finished with a crackling caramelized sugar top.",
        "cuisine": "French", "category": "Dessert", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "custard, elegant, make-ahead",
        "ing": """
        2 cups heavy cream | 2 | cup | heavy cream
        5 large egg yolks | 5 | - | egg yolks | size=large
        1/2 cup sugar, divided | 0.5 | cup | sugar | prep=divided
        1 tsp vanilla extract | 1 | tsp | vanilla extract
        1 pinch salt | 1 | pinch | salt
        """,
        "steps": """
        Heat the oven to 325°F (160°C) and heat the cream until steaming.
        Whisk the yolks with 1/3 cup of the sugar and the salt, then slowly whisk in the hot cream and the vanilla.
        Pour into six ramekins in a roasting tin, add hot water halfway up their sides and bake 35 to 40 minutes until just set.
        Chill for at least 3 hours.
        Sprinkle the remaining sugar over the tops and caramelize with a torch or under a very hot broiler.
        """,
    },
    {
        "slug": "lemon_posset_berries", "name": "Lemon Posset with Raspberries", "serves": 6, "prep": 10, "cook": 5,
        "desc": "An old English dessert of cream boiled with sugar and set by lemon juice alone, silky and sharp, with raspberries.",
        "cuisine": "British", "category": "Dessert", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "cream, make-ahead, lemon",
        "ing": """
        2 cups heavy cream | 2 | cup | heavy cream
        2/3 cup sugar | 0.67 | cup | sugar
        1/3 cup lemon juice | 0.33 | cup | lemon juice
        1 tsp grated lemon zest | 1 | tsp | lemon zest | prep=grated
        1 cup raspberries | 1 | cup | raspberries
        """,
        "steps": """
        Bring the cream and sugar to a boil in a saucepan, stirring until the sugar dissolves, and boil for 3 minutes.
        Take off the heat and stir in the lemon juice and zest; it will thicken at once.
        Cool for 10 minutes, pour into six small glasses and chill for at least 3 hours until set.
        Top with raspberries to serve.
        """,
    },
    {
        "slug": "thai_mango_sticky_rice", "name": "Mango Sticky Rice", "serves": 4, "prep": 10, "cook": 25,
        "desc": "Thai dessert of sweet coconut-soaked glutinous rice with ripe mango and a salty coconut sauce.",
        "cuisine": "Thai", "category": "Dessert", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "fruit, rice, coconut",
        "ing": """
        1 cup glutinous rice, soaked 4 hours | 1 | cup | glutinous rice | prep=soaked 4 hours
        1 can (13.5 oz) coconut milk, divided | 1 | can | coconut milk | prep=divided | notes=13.5 oz
        1/3 cup sugar | 0.33 | cup | sugar
        1/2 tsp salt | 0.5 | tsp | salt
        1 tsp cornstarch | 1 | tsp | cornstarch
        2 ripe mangoes, sliced | 2 | - | mango | prep=sliced
        1 tbsp sesame seeds, toasted | 1 | tbsp | sesame seeds | prep=toasted
        """,
        "steps": """
        Drain the soaked rice and steam it over simmering water for 20 to 25 minutes until tender and translucent.
        Warm two-thirds of the coconut milk with the sugar and half the salt, pour over the hot rice and leave 15 minutes to absorb.
        Simmer the remaining coconut milk with the rest of the salt and the cornstarch until slightly thick.
        Serve the rice with the mango, spoon over the sauce and scatter with sesame seeds.
        """,
    },
    {
        "slug": "berry_crumble", "name": "Mixed Berry Crumble", "serves": 6, "prep": 15, "cook": 35,
        "desc": "Frozen mixed berries baked jammy under a crisp almond and oat crumble.",
        "cuisine": "British", "category": "Dessert", "diet": "Vegetarian",
        "meals": "lunch dinner", "tags": "fruit, baked, easy",
        "ing": """
        5 cups frozen mixed berries | 5 | cup | frozen mixed berries
        3 tbsp sugar | 3 | tbsp | sugar
        1 tbsp cornstarch | 1 | tbsp | cornstarch
        1/2 cup all-purpose flour | 0.5 | cup | all-purpose flour
        1/2 cup rolled oats | 0.5 | cup | rolled oats
        1/4 cup almonds, chopped | 0.25 | cup | almonds | prep=chopped
        1/3 cup brown sugar | 0.33 | cup | brown sugar
        5 tbsp butter, cold and cubed | 5 | tbsp | butter | prep=cold and cubed
        """,
        "steps": """
        Heat the oven to 375°F (190°C).
        Toss the berries with the sugar and cornstarch in a baking dish.
        Rub the flour, oats, almonds, brown sugar and butter together into a rough crumble and scatter it over.
        Bake for 35 minutes until the fruit bubbles at the edges; cool 10 minutes before serving.
        """,
    },
    {
        "slug": "strawberry_shortcake", "name": "Strawberry Shortcake", "serves": 6, "prep": 20, "cook": 15,
        "desc": "Tender buttermilk-style biscuits split and filled with sugared strawberries and whipped cream.",
        "cuisine": "American", "category": "Dessert", "diet": "Vegetarian",
        "meals": "lunch dinner", "tags": "fruit, baked, summer",
        "ing": """
        2 cups all-purpose flour | 2 | cup | all-purpose flour
        3 tbsp sugar, divided | 3 | tbsp | sugar | prep=divided
        1 tbsp baking powder | 1 | tbsp | baking powder
        1/2 tsp salt | 0.5 | tsp | salt
        6 tbsp butter, cold and cubed | 6 | tbsp | butter | prep=cold and cubed
        3/4 cup milk | 0.75 | cup | milk
        1 lb strawberries, sliced | 1 | lb | strawberries | prep=sliced
        1 cup heavy cream | 1 | cup | heavy cream
        """,
        "steps": """
        Heat the oven to 425°F (220°C); toss the strawberries with 1 tablespoon of the sugar and set aside.
        Mix the flour, 1 tablespoon of sugar, baking powder and salt and rub in the butter until crumbly.
        Stir in the milk to a soft dough, pat it 3/4 inch thick and cut six rounds.
        Bake for 12 to 15 minutes until golden, then cool slightly.
        Whip the cream with the last tablespoon of sugar, split the biscuits and fill them with berries and cream.
        """,
    },
    {
        "slug": "spanish_caramel_flan", "name": "Caramel Flan", "serves": 8, "prep": 15, "cook": 60,
        "desc": "Spanish baked custard of eggs, milk and condensed milk under a layer of amber caramel.",
        "cuisine": "Spanish", "category": "Dessert", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "custard, make-ahead, caramel",
        "ing": """
        3/4 cup sugar | 0.75 | cup | sugar
        4 eggs | 4 | - | eggs
        1 can (14 oz) sweetened condensed milk | 1 | can | sweetened condensed milk | notes=14 oz
        1 1/2 cups milk | 1.5 | cup | milk
        1 tsp vanilla extract | 1 | tsp | vanilla extract
        """,
        "steps": """
        Heat the oven to 325°F (160°C).
        Melt the sugar in a dry pan over medium heat until amber and pour it into a 9-inch round dish, tilting to coat the base.
        Whisk the eggs, condensed milk, milk and vanilla and strain over the caramel.
        Bake in a water bath for 55 to 60 minutes until just set, then cool and chill overnight.
        Run a knife around the edge and turn out onto a plate with the caramel.
        """,
    },
    {
        "slug": "oatmeal_raisin_cookies", "name": "Oatmeal Raisin Cookies", "serves": 24, "prep": 15, "cook": 12,
        "desc": "Soft, spiced oatmeal cookies studded with plump raisins.",
        "cuisine": "American", "category": "Dessert", "diet": "Vegetarian",
        "meals": "lunch dinner", "tags": "baked, cookies, oats",
        "ing": """
        1/2 cup butter, softened | 0.5 | cup | butter | prep=softened
        3/4 cup brown sugar | 0.75 | cup | brown sugar
        1 egg | 1 | - | egg
        1 tsp vanilla extract | 1 | tsp | vanilla extract
        1 cup all-purpose flour | 1 | cup | all-purpose flour
        1/2 tsp baking soda | 0.5 | tsp | baking soda
        1 tsp ground cinnamon | 1 | tsp | ground cinnamon
        1/4 tsp salt | 0.25 | tsp | salt
        1 1/2 cups rolled oats | 1.5 | cup | rolled oats
        3/4 cup raisins | 0.75 | cup | raisins
        """,
        "steps": """
        Heat the oven to 350°F (175°C) and line two baking sheets.
        Beat the butter and sugar until creamy, then beat in the egg and vanilla.
        Stir in the flour, baking soda, cinnamon and salt, then the oats and raisins.
        Drop tablespoons of dough onto the sheets and bake 10 to 12 minutes until golden at the edges.
        """,
    },
    {
        "slug": "grilled_pineapple_cinnamon", "name": "Grilled Pineapple with Cinnamon Sugar", "serves": 4, "prep": 10, "cook": 8,
        "desc": "Pineapple spears caramelized on a hot grill pan with brown sugar, cinnamon and lime.",
        "cuisine": "Latin American", "category": "Dessert", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "fruit, grilled, quick",
        "ing": """
        1 pineapple, peeled and cut in spears | 1 | - | pineapple | prep=peeled and cut in spears
        2 tbsp brown sugar | 2 | tbsp | brown sugar
        1/2 tsp ground cinnamon | 0.5 | tsp | ground cinnamon
        1 tbsp coconut oil, melted | 1 | tbsp | coconut oil | prep=melted
        1 tbsp lime juice | 1 | tbsp | lime juice
        1 tbsp chopped mint | 1 | tbsp | mint | prep=chopped
        """,
        "steps": """
        Heat a grill pan over medium-high heat.
        Brush the pineapple with the coconut oil and sprinkle with the sugar and cinnamon.
        Grill 3 to 4 minutes a side until caramelized.
        Squeeze over the lime and scatter with mint.
        """,
    },
    {
        "slug": "baked_apples_walnuts", "name": "Baked Apples with Walnuts and Maple", "serves": 4, "prep": 10, "cook": 40,
        "desc": "Cored apples stuffed with walnuts, raisins, oats and cinnamon and baked soft with maple syrup.",
        "cuisine": "American", "category": "Dessert", "diet": "Vegan, Dairy-Free",
        "meals": "lunch dinner", "tags": "fruit, baked, autumn",
        "ing": """
        4 large apples, cored | 4 | - | apples | size=large | prep=cored
        1/3 cup walnuts, chopped | 0.33 | cup | walnuts | prep=chopped
        1/4 cup raisins | 0.25 | cup | raisins
        2 tbsp rolled oats | 2 | tbsp | rolled oats
        1 tsp ground cinnamon | 1 | tsp | ground cinnamon
        3 tbsp maple syrup | 3 | tbsp | maple syrup
        1/2 cup water | 0.5 | cup | water
        """,
        "steps": """
        Heat the oven to 375°F (190°C) and stand the apples in a baking dish.
        Mix the walnuts, raisins, oats, cinnamon and 1 tablespoon of the maple syrup and pack it into the apples.
        Drizzle with the rest of the syrup, pour the water into the dish and bake for 35 to 40 minutes until tender.
        Serve warm with the juices spooned over.
        """,
    },
    {
        "slug": "avocado_chocolate_mousse", "name": "Avocado Chocolate Mousse", "serves": 4, "prep": 10, "cook": 0,
        "desc": "A silky dairy-free chocolate mousse blended from ripe avocado, cocoa and maple syrup.",
        "cuisine": "American", "category": "Dessert", "diet": "Vegan, Gluten-Free, Dairy-Free",
        "meals": "lunch dinner", "tags": "chocolate, no-cook, quick",
        "ing": """
        2 ripe avocados | 2 | - | avocados | prep=ripe
        1/3 cup cocoa powder | 0.33 | cup | cocoa powder
        1/3 cup maple syrup | 0.33 | cup | maple syrup
        1/4 cup unsweetened almond milk | 0.25 | cup | unsweetened almond milk
        1 tsp vanilla extract | 1 | tsp | vanilla extract
        1 pinch salt | 1 | pinch | salt
        1/2 cup raspberries | 0.5 | cup | raspberries
        """,
        "steps": """
        Blend the avocados, cocoa, maple syrup, almond milk, vanilla and salt until completely smooth.
        Spoon into four small glasses and chill for 30 minutes.
        Top with raspberries to serve.
        """,
    },
    {
        "slug": "indian_kheer", "name": "Kheer", "serves": 6, "prep": 5, "cook": 45,
        "desc": "Indian rice pudding simmered in milk with cardamom, then scattered with pistachios and almonds.",
        "cuisine": "Indian", "category": "Dessert", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "rice, cardamom, festive",
        "ing": """
        1/3 cup long-grain white rice, rinsed | 0.33 | cup | long-grain white rice | prep=rinsed
        5 cups milk | 5 | cup | milk
        1/2 cup sugar | 0.5 | cup | sugar
        1/2 tsp ground cardamom | 0.5 | tsp | ground cardamom
        2 tbsp pistachios, chopped | 2 | tbsp | pistachios | prep=chopped
        2 tbsp almonds, sliced | 2 | tbsp | almonds | prep=sliced
        2 tbsp raisins | 2 | tbsp | raisins
        """,
        "steps": """
        Bring the milk to a boil in a heavy pot, add the rice and simmer on low for 35 to 40 minutes, stirring often.
        When the rice is soft and the milk reduced and creamy, stir in the sugar, cardamom and raisins for 5 minutes.
        Serve warm or chilled, topped with the pistachios and almonds.
        """,
    },
    {
        "slug": "honey_walnut_yogurt", "name": "Greek Yogurt with Warm Honey and Toasted Walnuts", "serves": 4, "prep": 5, "cook": 3,
        "desc": "Thick strained yogurt with warm honey, toasted walnuts and a pinch of cinnamon, the Greek taverna dessert.",
        "cuisine": "Greek", "category": "Dessert", "diet": "Vegetarian, Gluten-Free",
        "meals": "lunch dinner", "tags": "dairy, quick, no-bake",
        "ing": """
        2 cups plain Greek yogurt | 2 | cup | plain Greek yogurt
        1/4 cup honey | 0.25 | cup | honey
        1/2 cup walnuts | 0.5 | cup | walnuts
        1/4 tsp ground cinnamon | 0.25 | tsp | ground cinnamon
        """,
        "steps": """
        Toast the walnuts in a dry pan for 3 minutes and chop roughly.
        Spoon the yogurt into four bowls.
        Warm the honey slightly, drizzle it over, and top with the walnuts and a pinch of cinnamon.
        """,
    },
    {
        "slug": "lemon_ricotta_cake", "name": "Lemon Ricotta Cake", "serves": 10, "prep": 15, "cook": 40,
        "desc": "A moist, tender Italian cake of ricotta, lemon zest and almond-scented crumb, dusted with sugar.",
        "cuisine": "Italian", "category": "Dessert", "diet": "Vegetarian",
        "meals": "lunch dinner", "tags": "baked, cake, lemon",
        "ing": """
        1 1/2 cups all-purpose flour | 1.5 | cup | all-purpose flour
        2 tsp baking powder | 2 | tsp | baking powder
        1/4 tsp salt | 0.25 | tsp | salt
        1/2 cup butter, softened | 0.5 | cup | butter | prep=softened
        3/4 cup sugar | 0.75 | cup | sugar
        3 eggs | 3 | - | eggs
        1 cup part-skim ricotta | 1 | cup | part-skim ricotta
        1 lemon, zested and juiced | 1 | - | lemon | prep=zested and juiced
        1 tsp vanilla extract | 1 | tsp | vanilla extract
        """,
        "steps": """
        Heat the oven to 350°F (175°C) and line a 9-inch round cake pan.
        Beat the butter and sugar until pale, then beat in the eggs one at a time.
        Beat in the ricotta, lemon zest and juice and vanilla.
        Fold in the flour, baking powder and salt, spread in the pan and bake for 35 to 40 minutes until a skewer comes out clean.
        Cool in the pan for 10 minutes, then on a rack.
        """,
    },
    {
        "slug": "peach_cobbler", "name": "Peach Cobbler", "serves": 8, "prep": 15, "cook": 45,
        "desc": "Southern cobbler of cinnamon-spiced peaches baked under a golden, cake-like batter.",
        "cuisine": "American", "category": "Dessert", "diet": "Vegetarian",
        "meals": "lunch dinner", "tags": "fruit, baked, summer",
        "ing": """
        6 peaches, sliced | 6 | - | peaches | prep=sliced
        1/4 cup sugar | 0.25 | cup | sugar
        1 tsp ground cinnamon | 1 | tsp | ground cinnamon
        1 tbsp lemon juice | 1 | tbsp | lemon juice
        6 tbsp butter | 6 | tbsp | butter
        1 cup all-purpose flour | 1 | cup | all-purpose flour
        1/2 cup sugar | 0.5 | cup | sugar
        2 tsp baking powder | 2 | tsp | baking powder
        1 cup milk | 1 | cup | milk
        """,
        "steps": """
        Heat the oven to 350°F (175°C) and melt the butter in a 9 by 13 inch baking dish in the oven.
        Toss the peaches with the 1/4 cup sugar, cinnamon and lemon juice.
        Whisk the flour, 1/2 cup sugar, baking powder and milk into a batter and pour it over the melted butter without stirring.
        Spoon the peaches over the batter and bake for 40 to 45 minutes until golden and bubbling.
        """,
    },
]
