/**
 * Given names and family names of the many origins found in US classrooms: Anglo-American,
 * Hispanic, African-American, West African, Chinese, Indian, Vietnamese, Korean, Filipino, Japanese,
 * Arabic, Persian, Jewish, Italian, Irish, Polish, Russian, Greek, French, German, Nordic. A few
 * carry accents (José, Zoë, Núñez), so name search has folding to do.
 */
export const FIRST_NAMES: readonly string[] = [
  // Anglo-American
  'James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'William', 'Elizabeth',
  'David', 'Barbara', 'Joseph', 'Susan', 'Thomas', 'Jessica', 'Christopher', 'Sarah', 'Daniel', 'Karen',
  'Matthew', 'Emily', 'Andrew', 'Hannah', 'Joshua', 'Madison', 'Ethan', 'Olivia', 'Ryan', 'Abigail',
  'Tyler', 'Samantha', 'Nathan', 'Grace', 'Benjamin', 'Natalie', 'Jacob', 'Chloe', 'Noah', 'Ava',
  'Logan', 'Lily', 'Owen', 'Claire', 'Caleb', 'Audrey', 'Henry', 'Charlotte', 'Jack', 'Amelia',
  'Taylor', 'Jordan', 'Morgan', 'Avery', 'Riley', 'Parker', 'Quinn', 'Reese', 'Hayden', 'Cameron',
  // Hispanic
  'José', 'María', 'Juan', 'Guadalupe', 'Luis', 'Sofía', 'Carlos', 'Valentina', 'Jorge', 'Camila',
  'Alejandro', 'Isabella', 'Diego', 'Lucía', 'Miguel', 'Ximena', 'Javier', 'Daniela', 'Mateo', 'Gabriela',
  'Santiago', 'Mariana', 'Andrés', 'Paola', 'Ricardo', 'Alejandra', 'Fernando', 'Renata', 'Emilio', 'Inés',
  // African-American and West African
  'Jamal', 'Aaliyah', 'Malik', 'Imani', 'Darnell', 'Keisha', 'Tyrone', 'Jasmine', 'Andre', 'Nia',
  'Marcus', 'Destiny', 'Terrence', 'Ebony', 'DeShawn', 'Latoya', 'Kwame', 'Ama', 'Chinedu', 'Ngozi',
  'Oluwaseun', 'Adaeze', 'Kofi', 'Abena', 'Tunde', 'Folake', 'Emeka', 'Chiamaka', 'Yaw', 'Efua',
  // Chinese
  'Wei', 'Li', 'Jun', 'Mei', 'Hao', 'Xiu', 'Jian', 'Lan', 'Ming', 'Yan', 'Chen', 'Hui', 'Zhen', 'Ling',
  // Indian
  'Aarav', 'Priya', 'Rohan', 'Ananya', 'Arjun', 'Diya', 'Vikram', 'Kavya', 'Rahul', 'Neha',
  'Sanjay', 'Pooja', 'Aditya', 'Ishaan', 'Meera', 'Nikhil', 'Shreya', 'Varun', 'Anjali', 'Karthik',
  // Vietnamese, Korean, Filipino, Japanese
  'Minh', 'Linh', 'Tuan', 'Thao', 'Quang', 'Huong', 'Ji-woo', 'Seo-yeon', 'Min-jun', 'Ha-eun',
  'Joon', 'Soo-ah', 'Angelo', 'Maricel', 'Rodel', 'Jocelyn', 'Haruto', 'Yui', 'Kenji', 'Aiko', 'Ren', 'Sakura',
  // Arabic, Persian, Turkish
  'Omar', 'Layla', 'Yusuf', 'Fatima', 'Karim', 'Amira', 'Tariq', 'Noor', 'Hassan', 'Yasmin',
  'Dariush', 'Shirin', 'Reza', 'Parisa', 'Emre', 'Elif',
  // Jewish, Italian, Irish, Polish, Russian, Greek
  'Avi', 'Miriam', 'Eli', 'Talia', 'Noam', 'Shira', 'Giovanni', 'Francesca', 'Luca', 'Giulia',
  'Marco', 'Chiara', 'Liam', 'Siobhan', 'Declan', 'Aoife', 'Cormac', 'Niamh', 'Tomasz', 'Agnieszka',
  'Piotr', 'Katarzyna', 'Dmitri', 'Anastasia', 'Nikolai', 'Svetlana', 'Yuri', 'Tatiana', 'Nikos', 'Eleni',
  // French, German, Nordic, and a few with diacritics
  'Zoë', 'Chloé', 'Renée', 'André', 'Élodie', 'Amélie', 'Jürgen', 'Anneliese', 'Matthias', 'Greta',
  'Søren', 'Astrid', 'Björn', 'Ingrid', 'Lars', 'Freya',
];

export const LAST_NAMES: readonly string[] = [
  // Anglo-American
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor',
  'Thomas', 'Moore', 'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson',
  'Hill', 'Campbell', 'Mitchell', 'Roberts', 'Carter', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins',
  'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed',
  'Bailey', 'Bell', 'Howard', 'Ward', 'Brooks', 'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders',
  // Hispanic
  'Garcia', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres',
  'Flores', 'Rivera', 'Gomez', 'Diaz', 'Reyes', 'Morales', 'Ortiz', 'Gutiérrez', 'Chávez', 'Ramos',
  'Ruiz', 'Álvarez', 'Mendoza', 'Castillo', 'Jiménez', 'Vargas', 'Romero', 'Herrera', 'Medina', 'Núñez',
  'Peña', 'Aguilar', 'Vega', 'Castro', 'Delgado', 'Ibarra',
  // African-American and West African
  'Washington', 'Jefferson', 'Freeman', 'Banks', 'Booker', 'Coleman', 'Simmons', 'Jenkins', 'Okafor', 'Adeyemi',
  'Mensah', 'Boateng', 'Okonkwo', 'Nwosu', 'Abara', 'Owusu', 'Diallo', 'Ndiaye', 'Osei', 'Eze',
  // Chinese, Indian
  'Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Lin', 'Guo',
  'Patel', 'Sharma', 'Singh', 'Kumar', 'Gupta', 'Reddy', 'Rao', 'Iyer', 'Nair', 'Mehta',
  'Shah', 'Desai', 'Joshi', 'Kapoor', 'Chatterjee', 'Banerjee', 'Menon', 'Pillai',
  // Vietnamese, Korean, Filipino, Japanese
  'Nguyen', 'Tran', 'Le', 'Pham', 'Hoang', 'Vu', 'Dang', 'Bui', 'Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang',
  'Cho', 'Yoon', 'Santos', 'Aquino', 'Cruz', 'Bautista', 'Dela Cruz', 'Villanueva', 'Tanaka', 'Suzuki', 'Takahashi',
  'Watanabe', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Sato',
  // Arabic, Persian, Turkish
  'Haddad', 'Khalil', 'Nasser', 'Saleh', 'Mansour', 'Hussein', 'Farah', 'Rahimi', 'Hosseini', 'Karimi',
  'Tehrani', 'Yilmaz', 'Demir', 'Kaya',
  // Jewish, Italian, Irish, Polish, Russian, Greek
  'Cohen', 'Levy', 'Goldberg', 'Friedman', 'Katz', 'Rosen', 'Shapiro', 'Rossi', 'Russo', 'Ferrari',
  'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', "O'Brien", "O'Connor", 'Sullivan', 'Kelly',
  'McCarthy', 'Byrne', 'Gallagher', 'Doyle', 'Kowalski', 'Nowak', 'Wiśniewski', 'Lewandowski', 'Kaminski',
  'Ivanov', 'Petrov', 'Smirnov', 'Volkov', 'Popov', 'Sokolov', 'Papadopoulos', 'Georgiou', 'Nikolaidis',
  // French, German, Nordic
  'Dubois', 'Lefèvre', 'Moreau', 'Laurent', 'Girard', 'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber',
  'Becker', 'Hoffmann', 'Larsen', 'Hansen', 'Johansson', 'Lindqvist', 'Eriksson', 'Andersen',
];
