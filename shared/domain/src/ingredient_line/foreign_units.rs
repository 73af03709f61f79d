//! Unit words of French, German, Spanish, Italian and Portuguese recipes, mapped to the canonical
//! units (CONTRACTS.md §7). Kept apart from the English vocabulary because normalization respells
//! only English unit words: "2 cucharadas de aceite" must not become "2 tbsp de aceite".

use crate::Unit;

/// The canonical unit a foreign unit word names. `word` is the original spelling (German "EL"
/// and "TL" are case-sensitive: lowercase "el" is the Spanish article), `lower` its lowercase.
pub(super) fn foreign_unit(word: &str, lower: &str) -> Option<Unit> {
    match word {
        // German "Esslöffel" / "Teelöffel".
        "EL" => return Some(Unit::Tablespoon),
        "TL" => return Some(Unit::Teaspoon),
        _ => {}
    }
    Some(match lower {
        // Spoons: Spanish and Italian words, French "c.s." written as one word, German long forms.
        "cucharada" | "cucharadas" | "cda" | "cdas" | "cs" | "càs" | "cás" | "cucchiaio"
        | "cucchiai" | "esslöffel" => Unit::Tablespoon,
        "cucharadita" | "cucharaditas" | "cdta" | "cdtas" | "cdita" | "cditas" | "càc"
        | "cucchiaino" | "cucchiaini" | "teelöffel" => Unit::Teaspoon,
        "taza" | "tazas" | "tazza" | "tazze" | "tasse" | "tassen" | "tasses" | "xícara"
        | "xícaras" => Unit::Cup,
        "gramm" | "gramos" | "grammi" => Unit::Gram,
        "kilogramm" | "kilogramos" | "chilogrammi" => Unit::Kilogram,
        "pincée" | "pincées" | "prise" | "prisen" | "pizca" | "pizcas" | "pizzico" | "pizzichi" => {
            Unit::Pinch
        }
        "gousse" | "gousses" | "zehe" | "zehen" | "diente" | "dientes" | "spicchio" | "spicchi" => {
            Unit::Clove
        }
        "boîte" | "boîtes" | "boite" | "boites" | "dose" | "dosen" | "lata" | "latas"
        | "lattina" | "lattine" | "scatola" | "scatole" => Unit::Can,
        "tranche" | "tranches" | "scheibe" | "scheiben" | "rebanada" | "rebanadas" | "rodaja"
        | "rodajas" | "loncha" | "lonchas" | "fetta" | "fette" => Unit::Slice,
        "botte" | "bottes" | "bund" | "manojo" | "manojos" | "mazzetto" | "mazzetti" | "mazzo"
        | "mazzi" => Unit::Bunch,
        "poignée" | "poignées" | "handvoll" | "puñado" | "puñados" | "manciata" | "manciate" => {
            Unit::Handful
        }
        "brin" | "brins" | "zweig" | "zweige" | "ramita" | "ramitas" | "rametto" | "rametti" => {
            Unit::Sprig
        }
        "morceau" | "morceaux" | "stück" | "stk" | "pieza" | "piezas" | "trozo" | "trozos"
        | "pezzo" | "pezzi" => Unit::Piece,
        "paquet" | "paquets" | "packung" | "packungen" | "paquete" | "paquetes" | "confezione"
        | "confezioni" => Unit::Package,
        "päckchen" | "pck" | "sobre" | "sobres" | "bustina" | "bustine" => Unit::Packet,
        "bocal" | "bocaux" | "glas" | "gläser" | "frasco" | "frascos" | "barattolo"
        | "barattoli" | "vasetto" | "vasetti" => Unit::Jar,
        "bouteille" | "bouteilles" | "flasche" | "flaschen" | "botella" | "botellas"
        | "bottiglia" | "bottiglie" => Unit::Bottle,
        "tête" | "têtes" | "kopf" | "köpfe" | "cabeza" | "cabezas" | "cespo" | "cespi" => {
            Unit::Head
        }
        "tige" | "tiges" | "stange" | "stangen" | "tallo" | "tallos" | "gambo" | "gambi" => {
            Unit::Stalk
        }
        // Singular "hoja" is left out: "hoja santa" is a herb.
        "feuille" | "feuilles" | "blatt" | "blätter" | "hojas" | "foglia" | "foglie" => Unit::Leaf,
        "lámina" | "láminas" | "foglio" | "fogli" => Unit::Sheet,
        _ => return None,
    })
}
